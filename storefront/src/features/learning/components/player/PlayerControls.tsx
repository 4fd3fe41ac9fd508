import { Button } from '@blueprintjs/core'
import { Fullscreen, Minimize, Pause, Play, Reset } from '@blueprintjs/icons'
import { formatPlaybackProgress, formatPlaybackTime } from '../../lib/playback-time.ts'
import { SpeedMenu } from './SpeedMenu.tsx'
import { VolumeControl } from './VolumeControl.tsx'

interface PlayerControlsProps {
  enabled: boolean
  playing: boolean
  current: number
  duration: number
  rate: number
  volume: number
  muted: boolean
  /** Whether the video has captions (the CC toggle shows only then), and whether they are on */
  captions: { available: boolean; on: boolean }
  fullscreen: { active: boolean; supported: boolean; toggle(): void }
  onTogglePlay(): void
  onRestart(): void
  onSeek(seconds: number): void
  onRate(rate: number): void
  onVolume(volume: number): void
  onToggleMuted(): void
  onToggleCaptions(): void
}

/**
 * Under the video: play/pause, restart, a seek bar, 'current / total', volume, speed, captions
 * (when the video has them) and fullscreen. A narrow player puts the seek bar on a row of its
 * own (learning.css).
 */
export function PlayerControls({
  enabled,
  playing,
  current,
  duration,
  rate,
  volume,
  muted,
  captions,
  fullscreen,
  onTogglePlay,
  onRestart,
  onSeek,
  onRate,
  onVolume,
  onToggleMuted,
  onToggleCaptions,
}: PlayerControlsProps) {
  return (
    <div className="player-controls bp6-dark" role="group" aria-label="Video controls">
      <Button
        variant="minimal"
        icon={playing ? <Pause /> : <Play />}
        aria-label={playing ? 'Pause' : 'Play'}
        title={playing ? 'Pause (Space or K)' : 'Play (Space or K)'}
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
      <VolumeControl
        volume={volume}
        muted={muted}
        disabled={!enabled}
        onToggleMuted={onToggleMuted}
        onVolume={onVolume}
      />
      <SpeedMenu rate={rate} disabled={!enabled} onChange={onRate} />
      {captions.available && (
        <Button
          variant="minimal"
          className="player-captions"
          text="CC"
          aria-label="Captions"
          aria-pressed={captions.on}
          active={captions.on}
          title={captions.on ? 'Turn captions off (C)' : 'Turn captions on (C)'}
          disabled={!enabled}
          onClick={onToggleCaptions}
        />
      )}
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
