import { Button } from '@blueprintjs/core'
import { Fullscreen, Minimize, Pause, Play, Reset } from '@blueprintjs/icons'
import { formatPlaybackProgress, formatPlaybackTime } from '../../lib/playback-time.ts'

interface PlayerControlsProps {
  enabled: boolean
  playing: boolean
  current: number
  duration: number
  fullscreen: { active: boolean; supported: boolean; toggle(): void }
  onTogglePlay(): void
  onRestart(): void
  onSeek(seconds: number): void
}

/** Play/pause, restart, a seek bar, 'current / total' and fullscreen, under the video. */
export function PlayerControls({
  enabled,
  playing,
  current,
  duration,
  fullscreen,
  onTogglePlay,
  onRestart,
  onSeek,
}: PlayerControlsProps) {
  return (
    <div className="player-controls bp6-dark" role="group" aria-label="Video controls">
      <Button
        variant="minimal"
        icon={playing ? <Pause /> : <Play />}
        aria-label={playing ? 'Pause' : 'Play'}
        title={playing ? 'Pause (Space)' : 'Play (Space)'}
        disabled={!enabled}
        onClick={onTogglePlay}
      />
      <Button
        variant="minimal"
        icon={<Reset />}
        aria-label="Restart"
        title="Restart"
        disabled={!enabled}
        onClick={onRestart}
      />
      <input
        className="player-seek"
        type="range"
        min={0}
        max={Math.max(1, Math.floor(duration))}
        step={1}
        value={Math.min(Math.floor(current), Math.floor(duration))}
        disabled={!enabled || duration <= 0}
        aria-label="Seek"
        aria-valuetext={`${formatPlaybackTime(current)} of ${formatPlaybackTime(duration)}`}
        onChange={(event) => onSeek(Number(event.target.value))}
      />
      <span className="player-time" aria-label="Time">
        {formatPlaybackProgress(current, duration)}
      </span>
      <Button
        variant="minimal"
        icon={fullscreen.active ? <Minimize /> : <Fullscreen />}
        aria-label={fullscreen.active ? 'Exit fullscreen' : 'Fullscreen'}
        title={fullscreen.active ? 'Exit fullscreen (F)' : 'Fullscreen (F)'}
        disabled={!fullscreen.supported}
        onClick={fullscreen.toggle}
      />
    </div>
  )
}
