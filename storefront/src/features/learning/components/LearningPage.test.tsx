import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FullCourseDetails } from '../api/learning-types.ts'
import { fakeApi, type FakeRequest } from '../../../test/fake-api.ts'
import { LocationProbe, renderRoute } from '../../../test/render-route.tsx'
import { signedInAs } from '../../../test/users.ts'
import { resetYouTubeIframeApiLoader } from '../lib/youtube-iframe-api.ts'
import { fullCourse, lesson, section } from '../test/course-fixtures.ts'
import { fakeYouTubePlayer, installFakeYouTube } from '../test/fake-youtube.ts'
import LearningPage from './LearningPage.tsx'

const toasts = vi.hoisted(() => ({ showToast: vi.fn(), dismissToast: vi.fn() }))
vi.mock('@pathshala/ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pathshala/ui')>()),
  ...toasts,
}))

type Progress = FullCourseDetails['progress']

/** A fake server that keeps the learner's completed lessons, as the real one does. */
function learningApi(course: FullCourseDetails, failCourse?: { status: number; message: string }) {
  let completed = [...course.completedVideos]
  let last: Pick<Progress, 'lastLessonId' | 'lastPositionSeconds'> = course.progress
  const summary = () => ({
    completedVideos: completed,
    progress: {
      completed: completed.length,
      total: 3,
      percent: Math.round((completed.length / 3) * 100),
      ...last,
    },
  })
  return fakeApi({
    'POST /auth/validate': signedInAs(),
    'POST /courses/getFullCourseDetails': failCourse
      ? { status: failCourse.status, body: { success: false, message: failCourse.message } }
      : { body: { success: true, message: 'ok', data: course } },
    'POST /courses/updateCourseProgress': ({ body }) => {
      const change = body as { subsectionId: string; completed?: boolean; position?: number }
      if (change.completed === true)
        completed = [...completed.filter((id) => id !== change.subsectionId), change.subsectionId]
      if (change.completed === false)
        completed = completed.filter((id) => id !== change.subsectionId)
      last = { lastLessonId: change.subsectionId, lastPositionSeconds: change.position ?? 0 }
      return { body: { success: true, message: 'ok', ...summary(), data: summary() } }
    },
    'POST /courses/createRating': ({ body }) => {
      const { rating, review } = body as { rating: number; review: string | null }
      return {
        body: {
          success: true,
          message: 'Rating saved',
          averageRating: rating,
          ratingCount: 1,
          data: { courseId: 'c1', rating, review, averageRating: rating, ratingCount: 1 },
        },
      }
    },
  })
}

const progressCalls = (calls: FakeRequest[]) =>
  calls.filter((call) => call.path === '/courses/updateCourseProgress').map((call) => call.body)

function renderLearning(at = '/home/enrolled?id=c1') {
  return renderRoute(
    <>
      <LearningPage />
      <LocationProbe />
    </>,
    { at, path: '/home/enrolled' }
  )
}

const lessonHeading = () => screen.getByRole('heading', { level: 2, name: /^Lesson / })

beforeEach(() => {
  toasts.showToast.mockClear()
  // jsdom plays no media: play() resolves (as in a browser allowing it), pause() does nothing.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined)
})

afterEach(() => {
  resetYouTubeIframeApiLoader()
  delete (window as { YT?: unknown }).YT
})

describe('LearningPage', () => {
  it('opens a first visit at the first lesson of the first section with lessons', async () => {
    const calls = learningApi(fullCourse())
    renderLearning()

    expect(
      await screen.findByRole('heading', { name: 'Answer Writing for GS Mains' })
    ).toBeVisible()
    expect(lessonHeading()).toHaveTextContent('Lesson a1')
    expect(screen.getByText('Section A · Lesson 1 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous Lesson' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Next Lesson' })).toBeEnabled()
    // recorded at once, so the course reopens here
    await waitFor(() =>
      expect(progressCalls(calls)).toEqual([{ courseId: 'c1', subsectionId: 'a1', position: 0 }])
    )
  })

  it("lists numbered sections, all expanded, with lesson counts and 'Content coming soon'", async () => {
    learningApi(fullCourse({ completedVideos: ['a2'] }))
    renderLearning()

    const panel = await screen.findByRole('complementary', { name: 'Course Content' })
    const toggles = within(panel).getAllByRole('button', { expanded: true })
    expect(toggles.map((toggle) => toggle.getAttribute('aria-label'))).toEqual([
      '1. Section intro, Coming soon',
      '2. Section A, 2 lessons · 1 done',
      '3. Section gap, Coming soon',
      '4. Section B, 1 lesson',
      '5. Section soon, Coming soon',
    ])
    expect(within(panel).getAllByText('Content coming soon')).toHaveLength(3)
    expect(within(panel).getByRole('button', { name: 'Lesson a2, completed, 1:00' })).toBeVisible()
    expect(within(panel).getByRole('button', { name: 'Lesson a1, 1:00' })).toHaveAttribute(
      'aria-current',
      'true'
    )
    expect(within(panel).getByText('1 / 3 completed')).toBeVisible()

    await userEvent.click(within(panel).getByRole('button', { name: /2\. Section A/ }))
    expect(within(panel).getByRole('button', { name: /2\. Section A/ })).toHaveAttribute(
      'aria-expanded',
      'false'
    )
  })

  it('reopens at the last lesson and position the server remembers', async () => {
    const calls = learningApi(
      fullCourse({
        progress: {
          completed: 0,
          total: 3,
          percent: 0,
          lastLessonId: 'b1',
          lastPositionSeconds: 42,
        },
      })
    )
    const { container } = renderLearning()

    expect(await screen.findByRole('heading', { name: 'Lesson b1' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Next Lesson' })).toBeDisabled()
    const video = container.querySelector('video')!
    expect(video).toHaveAttribute('src', 'https://cdn.test/b1.mp4')
    fireEvent(video, new Event('loadedmetadata'))
    expect(video.currentTime).toBe(42)
    expect(screen.getByLabelText('Time')).toHaveTextContent('0:42 / 1:00')
    // the server already holds this lesson: nothing to send
    expect(progressCalls(calls)).toEqual([])
  })

  it('moves with Previous and Next across empty sections', async () => {
    learningApi(fullCourse())
    renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })

    await userEvent.click(screen.getByRole('button', { name: 'Next Lesson' }))
    await userEvent.click(screen.getByRole('button', { name: 'Next Lesson' }))
    expect(lessonHeading()).toHaveTextContent('Lesson b1')
    expect(screen.getByText('Section B · Lesson 3 of 3')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next Lesson' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Previous Lesson' }))
    expect(lessonHeading()).toHaveTextContent('Lesson a2')
  })

  it("marks a lesson complete with 'Mark as complete', and can take it back", async () => {
    const calls = learningApi(fullCourse())
    renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })

    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }))
    expect(await screen.findByText('1 / 3 completed')).toBeVisible()
    const done = screen.getByRole('button', { name: 'Completed', pressed: true })
    expect(progressCalls(calls)).toContainEqual({
      courseId: 'c1',
      subsectionId: 'a1',
      completed: true,
      position: 0,
    })

    await userEvent.click(done)
    expect(await screen.findByText('0 / 3 completed')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Mark as complete' })).toBeVisible()
  })

  it('takes an optimistic tick back and says so when saving fails', async () => {
    const calls = learningApi(fullCourse())
    renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })
    await waitFor(() => expect(progressCalls(calls)).toHaveLength(1))
    fakeApi({
      'POST /courses/updateCourseProgress': {
        status: 500,
        body: { success: false, message: 'Down' },
      },
    })

    await userEvent.click(screen.getByRole('button', { name: 'Mark as complete' }))
    await waitFor(() =>
      expect(toasts.showToast).toHaveBeenCalledWith(
        'error',
        'Your progress could not be saved. Please try again.'
      )
    )
    expect(screen.getByText('0 / 3 completed')).toBeVisible()
  })

  it('completes a lesson whose video ends and plays the next one by itself', async () => {
    const calls = learningApi(fullCourse())
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })

    fireEvent(container.querySelector('video')!, new Event('ended'))

    expect(await screen.findByRole('heading', { name: 'Lesson a2' })).toBeVisible()
    await waitFor(() =>
      expect(progressCalls(calls)).toContainEqual(
        expect.objectContaining({ subsectionId: 'a1', completed: true })
      )
    )
    expect(await screen.findByText('1 / 3 completed')).toBeVisible()
    // the next lesson starts playing once loaded
    const play = vi.mocked(HTMLMediaElement.prototype.play)
    play.mockClear()
    fireEvent(container.querySelector('video')!, new Event('loadedmetadata'))
    expect(play).toHaveBeenCalled()
  })

  it('stays on the last lesson when its video ends', async () => {
    learningApi(
      fullCourse({
        progress: {
          completed: 0,
          total: 3,
          percent: 0,
          lastLessonId: 'b1',
          lastPositionSeconds: 0,
        },
      })
    )
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson b1' })

    fireEvent(container.querySelector('video')!, new Event('ended'))
    expect(await screen.findByText('1 / 3 completed')).toBeVisible()
    expect(lessonHeading()).toHaveTextContent('Lesson b1')
  })

  it('keeps one video element from lesson to lesson', async () => {
    learningApi(fullCourse())
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })
    const video = container.querySelector('video')!
    const load = vi.spyOn(video, 'load').mockImplementation(() => undefined)

    await userEvent.click(screen.getByRole('button', { name: 'Next Lesson' }))
    expect(container.querySelectorAll('video')).toHaveLength(1)
    expect(container.querySelector('video')).toBe(video)
    expect(video).toHaveAttribute('src', 'https://cdn.test/a2.mp4')
    expect(load).toHaveBeenCalled()
  })

  it("offers 'Play this lesson' when the browser will not start the next lesson by itself", async () => {
    learningApi(fullCourse())
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })
    const video = container.querySelector('video')!
    fireEvent(video, new Event('ended'))
    await screen.findByRole('heading', { name: 'Lesson a2' })

    const play = vi.mocked(HTMLMediaElement.prototype.play)
    play.mockRejectedValueOnce(new DOMException('A click is needed', 'NotAllowedError'))
    fireEvent(video, new Event('loadedmetadata'))
    const start = await screen.findByRole('button', { name: 'Play this lesson' })
    await userEvent.click(start)
    expect(play).toHaveBeenCalledTimes(2)
    fireEvent(video, new Event('play'))
    expect(screen.queryByRole('button', { name: 'Play this lesson' })).not.toBeInTheDocument()
  })

  it('says so when a video cannot load, and offers to try again', async () => {
    learningApi(fullCourse())
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })

    fireEvent(container.querySelector('video')!, new Event('error'))
    expect(await screen.findByText('This video could not be loaded')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(container.querySelector('video')).not.toBeNull()
  })

  it('drives the video with its own controls', async () => {
    learningApi(fullCourse())
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })
    const video = container.querySelector('video')!
    fireEvent(video, new Event('loadedmetadata'))

    await userEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(HTMLMediaElement.prototype.play).toHaveBeenCalled()
    fireEvent(video, new Event('play'))
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }))
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled()

    fireEvent.change(screen.getByRole('slider', { name: 'Seek' }), { target: { value: '30' } })
    expect(video.currentTime).toBe(30)
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }))
    expect(video.currentTime).toBe(0)
  })

  it('plays YouTube lessons through the IFrame API with the same controls', async () => {
    const player = fakeYouTubePlayer()
    player.getCurrentTime.mockReturnValue(12)
    player.getPlayerState.mockReturnValue(1)
    const { Player, events } = installFakeYouTube(player)
    const youTubeCourse = fullCourse()
    youTubeCourse.courseDetails.courseContent = [
      section('Y', [
        lesson('y1', 90, 'https://youtu.be/dQw4w9WgXcQ'),
        lesson('y2', 60, 'https://www.youtube.com/watch?v=9bZkp7q19f0'),
        lesson('y3'),
      ]),
    ]
    const calls = learningApi(youTubeCourse)
    renderLearning()
    await screen.findByRole('heading', { name: 'Lesson y1' })

    await waitFor(() => expect(Player).toHaveBeenCalled())
    expect(Player.mock.calls[0]![1].videoId).toBe('dQw4w9WgXcQ')
    act(() => events().onReady({ target: player }))
    await userEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(player.playVideo).toHaveBeenCalled()

    act(() => events().onStateChange({ data: 0, target: player }))
    expect(await screen.findByRole('heading', { name: 'Lesson y2' })).toBeVisible()
    await waitFor(() =>
      expect(progressCalls(calls)).toContainEqual(
        expect.objectContaining({ subsectionId: 'y1', completed: true })
      )
    )
    // the next YouTube lesson plays in the same player
    expect(player.loadVideoById).toHaveBeenCalledWith({ videoId: '9bZkp7q19f0', startSeconds: 0 })
    expect(Player).toHaveBeenCalledOnce()

    // a video file next: the YouTube player goes
    act(() => events().onStateChange({ data: 1, target: player }))
    act(() => events().onStateChange({ data: 0, target: player }))
    expect(await screen.findByRole('heading', { name: 'Lesson y3' })).toBeVisible()
    expect(player.destroy).toHaveBeenCalled()
  })

  it('rates the course with a review and shows the new average', async () => {
    const calls = learningApi(fullCourse())
    renderLearning()
    await screen.findByRole('heading', { name: 'Rate this course' })
    expect(screen.getByRole('button', { name: 'Submit rating' })).toBeDisabled()

    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }))
    await userEvent.type(screen.getByLabelText(/Review/), 'Clear and practical')
    await userEvent.click(screen.getByRole('button', { name: 'Submit rating' }))

    await waitFor(() =>
      expect(calls.find((call) => call.path === '/courses/createRating')?.body).toEqual({
        courseId: 'c1',
        rating: 4,
        review: 'Clear and practical',
      })
    )
    expect(await screen.findByRole('heading', { name: 'Your rating' })).toBeVisible()
    expect(
      screen.getAllByRole('img', { name: 'Rated 4.0 out of 5 from 1 rating' }).length
    ).toBeGreaterThan(0)
    expect(toasts.showToast).toHaveBeenCalledWith('success', 'Thank you for rating this course')
  })

  it('moves the rating with the arrow keys', async () => {
    learningApi(fullCourse({ myRating: { rating: 3, review: null } }))
    renderLearning()
    const three = await screen.findByRole('radio', { name: '3 stars' })
    expect(three).toBeChecked()
    three.focus()
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '4 stars' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Update rating' })).toBeEnabled()
  })

  it('answers the player keys on the page, never in the review box', async () => {
    learningApi(fullCourse())
    const { container } = renderLearning()
    await screen.findByRole('heading', { name: 'Lesson a1' })
    const video = container.querySelector('video')!
    fireEvent(video, new Event('loadedmetadata'))
    const play = vi.mocked(HTMLMediaElement.prototype.play)

    await userEvent.keyboard('k')
    expect(play).toHaveBeenCalledOnce()

    play.mockClear()
    const review = screen.getByLabelText(/Review/)
    await userEvent.type(review, 'k m f ')
    expect(review).toHaveValue('k m f ')
    expect(play).not.toHaveBeenCalled()
    expect(video.muted).toBe(false)
  })

  it('shows the About Course, Instructions and Tags tabs', async () => {
    learningApi(fullCourse())
    renderLearning()
    expect(await screen.findByText('Decoding directives')).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Instructions' }))
    expect(screen.getByText('Write one answer a day')).toBeVisible()
    await userEvent.click(screen.getByRole('tab', { name: 'Tags' }))
    expect(screen.getByText('Answer Writing')).toBeVisible()
  })

  it("offers the course page to someone not enrolled: 'Course data not available'", async () => {
    learningApi(fullCourse(), { status: 403, message: 'You are not enrolled in this course' })
    renderLearning()
    expect(await screen.findByText('Course data not available')).toBeVisible()
    expect(screen.getByText('Please try again later or contact support.')).toBeVisible()
    expect(screen.getByRole('link', { name: 'View course page' })).toHaveAttribute(
      'href',
      '/home/course?id=c1'
    )
  })

  it('offers a retry when the course fails to load', async () => {
    learningApi(fullCourse(), { status: 500, message: 'Something went wrong' })
    renderLearning()
    // one automatic retry first, a second later
    expect(
      await screen.findByText('Course data not available', undefined, { timeout: 3000 })
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  it('says the course data is not available without an id', async () => {
    learningApi(fullCourse())
    renderLearning('/home/enrolled')
    expect(await screen.findByText('Course data not available')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute(
      'href',
      '/home/explore'
    )
  })
})
