// The provider's social channels. Replace the addresses with the real handles before going live.
// Icons are simple 24x24 glyphs drawn for this site, filled with currentColor.

export interface SocialLink {
  name: string
  url: string
  iconPath: string
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  {
    name: 'YouTube',
    url: 'https://www.youtube.com/@pathshala',
    iconPath:
      'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15.2V8.8l5.4 3.2Z',
  },
  {
    name: 'Telegram',
    url: 'https://t.me/pathshala',
    iconPath:
      'M21.4 4.2 2.9 11.3c-1.1.4-1 1.6 0 1.9l4.6 1.4 1.8 5.6c.2.7 1.1.9 1.6.4l2.6-2.4 4.7 3.4c.6.4 1.4.1 1.6-.6L23 5.5c.2-.9-.7-1.6-1.6-1.3ZM9.8 14.5l-.4 4.1-1.5-4.6 9.7-6.2Z',
  },
  {
    name: 'Instagram',
    url: 'https://www.instagram.com/pathshala',
    iconPath:
      'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3Zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9Zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Zm5.3-3.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z',
  },
  {
    name: 'Facebook',
    url: 'https://www.facebook.com/pathshala',
    iconPath: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z',
  },
  {
    name: 'X',
    url: 'https://x.com/pathshala',
    iconPath:
      'M3.5 3h5l4 5.6L17.4 3h2.8l-6.2 7.4L21 21h-5l-4.4-6.1L6.4 21H3.6l6.7-7.9Zm3.1 1.6 10.2 14.8h1.6L8.2 4.6Z',
  },
]
