import type { KeyboardEvent } from 'react'
import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core'
import { Blank, Tick } from '@blueprintjs/icons'
import { NORMAL_RATE, PLAYBACK_RATES, rateLabel } from '../../lib/playback-rates.ts'

interface SpeedMenuProps {
  rate: number
  disabled: boolean
  onChange(rate: number): void
}

const SPEED_ITEM = '[role="menuitemradio"]'

/** Where each key moves the focus among `count` speeds from the one at `at`, as in any menu. */
const MOVES: Partial<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
}

function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const move = MOVES[event.key]
  if (!move) return
  event.preventDefault()
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(SPEED_ITEM)]
  const at = items.findIndex((item) => item === document.activeElement)
  items[move(at, items.length)]?.focus()
}

/**
 * The speed button and its menu of speeds, the chosen one ticked. The menu opens inside the
 * player (no portal), so it shows in fullscreen too, where only the player is on screen.
 */
export function SpeedMenu({ rate, disabled, onChange }: SpeedMenuProps) {
  const menu = (
    <Menu aria-label="Playback speed" className="player-speed-menu" onKeyDown={moveFocus}>
      {PLAYBACK_RATES.map((choice) => (
        <MenuItem
          key={choice}
          role="menuitemradio"
          aria-checked={choice === rate}
          icon={choice === rate ? <Tick /> : <Blank />}
          text={rateLabel(choice)}
          labelElement={choice === NORMAL_RATE ? 'Normal' : undefined}
          onClick={() => onChange(choice)}
        />
      ))}
    </Menu>
  )

  return (
    <PopoverNext
      content={menu}
      placement="top-end"
      usePortal={false}
      disabled={disabled}
      // Focus starts on the chosen speed (Escape then closes the menu, arrows move from there).
      onOpening={(node) =>
        node.querySelector<HTMLElement>(`${SPEED_ITEM}[aria-checked="true"]`)?.focus()
      }
    >
      <Button
        variant="minimal"
        className="player-speed"
        text={rateLabel(rate)}
        aria-label={`Playback speed ${rateLabel(rate)}`}
        title="Playback speed"
        disabled={disabled}
      />
    </PopoverNext>
  )
}
