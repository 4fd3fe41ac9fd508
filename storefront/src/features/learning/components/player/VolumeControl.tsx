import { Button, Slider } from '@blueprintjs/core'
import { VolumeDown, VolumeOff, VolumeUp } from '@blueprintjs/icons'

interface VolumeControlProps {
  /** 0 to 1 */
  volume: number
  muted: boolean
  disabled: boolean
  onToggleMuted(): void
  /** 0 to 1 */
  onVolume(volume: number): void
}

/** Mute and a volume slider (in percent); a muted video shows its slider at 0, as players do. */
export function VolumeControl({
  volume,
  muted,
  disabled,
  onToggleMuted,
  onVolume,
}: VolumeControlProps) {
  const percent = muted ? 0 : Math.round(volume * 100)
  const icon = percent === 0 ? <VolumeOff /> : percent < 50 ? <VolumeDown /> : <VolumeUp />
  return (
    <div className="player-volume">
      <Button
        variant="minimal"
        icon={icon}
        aria-label={muted ? 'Unmute' : 'Mute'}
        title={muted ? 'Unmute (M)' : 'Mute (M)'}
        disabled={disabled}
        onClick={onToggleMuted}
      />
      <Slider
        className="player-volume-slider"
        min={0}
        max={100}
        stepSize={5}
        labelRenderer={false}
        value={percent}
        disabled={disabled}
        handleHtmlProps={{ 'aria-label': 'Volume' }}
        onChange={(value) => onVolume(value / 100)}
      />
    </div>
  )
}
