import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserAvatar } from './UserAvatar.tsx'

describe('UserAvatar', () => {
  it('shows the photo, and the initials once it fails to load', () => {
    render(
      <UserAvatar
        name="Rohan Sharma"
        image="/media/rohan.jpg"
        label="Rohan Sharma's profile photo"
        initialsLabel="Rohan Sharma's initials"
      />
    )
    const photo = screen.getByRole('img', { name: "Rohan Sharma's profile photo" })
    expect(photo).toHaveAttribute('src', '/media/rohan.jpg')
    fireEvent.error(photo)
    expect(screen.getByRole('img', { name: "Rohan Sharma's initials" })).toHaveTextContent('RS')
  })

  it('is decoration without a label, sized as asked', () => {
    const { container } = render(<UserAvatar name="Asha Verma" image={null} size={40} />)
    const avatar = container.firstElementChild as HTMLElement
    expect(avatar).toHaveAttribute('aria-hidden', 'true')
    expect(avatar).toHaveTextContent('AV')
    expect(avatar.style.width).toBe('40px')
    expect(avatar.style.fontSize).toBe('16px')
  })

  it('names its spinner while busy', () => {
    render(<UserAvatar name="Asha" image={null} label="Asha" busy busyLabel="Uploading photo" />)
    expect(screen.getByLabelText('Uploading photo')).toBeInTheDocument()
  })
})
