import { describe, expect, it } from 'vitest'
import { videoSourceOf, youTubeStartSeconds, youTubeVideoId } from './video-source.ts'

const ID = 'dQw4w9WgXcQ'

describe('YouTube video id', () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=abc`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=30`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/live/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
  ])('reads %s', (url) => {
    expect(youTubeVideoId(url)).toBe(ID)
  })

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/channel/UCabcdefghijk',
    'https://www.youtube.com/',
    `https://notyoutube.com/watch?v=${ID}`,
    `https://example.com/embed/${ID}`,
    'https://cdn.test/video.mp4',
    'not a url',
    '',
  ])('finds no video in %s', (url) => {
    expect(youTubeVideoId(url)).toBeNull()
  })
})

describe('video source', () => {
  it('plays YouTube links with the YouTube player', () => {
    expect(videoSourceOf(`https://youtu.be/${ID}`)).toEqual({ kind: 'youtube', videoId: ID })
  })

  it('plays other http(s) links as video files', () => {
    const url = 'https://commondatastorage.googleapis.com/gtv-videos-bucket/sample/Sintel.mp4'
    expect(videoSourceOf(url)).toEqual({ kind: 'file', url })
    expect(videoSourceOf(`  ${url}  `)).toEqual({ kind: 'file', url })
  })

  it('has nothing to play without a usable URL', () => {
    expect(videoSourceOf('')).toEqual({ kind: 'none' })
    expect(videoSourceOf(null)).toEqual({ kind: 'none' })
    expect(videoSourceOf('javascript:alert(1)')).toEqual({ kind: 'none' })
    expect(videoSourceOf('N/A')).toEqual({ kind: 'none' })
  })
})

describe('YouTube start time', () => {
  it('reads t and start in seconds or h/m/s', () => {
    expect(youTubeStartSeconds(`https://youtu.be/${ID}?t=42`)).toBe(42)
    expect(youTubeStartSeconds(`https://youtu.be/${ID}?t=42s`)).toBe(42)
    expect(youTubeStartSeconds(`https://youtu.be/${ID}?t=1m30s`)).toBe(90)
    expect(youTubeStartSeconds(`https://youtu.be/${ID}?t=1h2m3s`)).toBe(3723)
    expect(youTubeStartSeconds(`https://www.youtube.com/embed/${ID}?start=15`)).toBe(15)
  })

  it('is 0 without or with a broken value', () => {
    expect(youTubeStartSeconds(`https://youtu.be/${ID}`)).toBe(0)
    expect(youTubeStartSeconds(`https://youtu.be/${ID}?t=soon`)).toBe(0)
    expect(youTubeStartSeconds('nonsense')).toBe(0)
  })
})
