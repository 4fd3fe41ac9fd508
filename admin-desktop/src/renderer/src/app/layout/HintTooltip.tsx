import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react'
import { Classes, PopoverNext, type PopoverNextPlacement } from '@blueprintjs/core'

/** A hint waits this long under the pointer before it shows... */
export const TOOLTIP_DELAY_MS = 700
/** ...unless another hint closed less than this long ago: then the next one shows at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300

const TooltipTiming = createContext({
  delay: TOOLTIP_DELAY_MS,
  opened: () => {},
  closed: () => {},
})

/** Shares the hints' timing: moving along a row of hints does not wait again for each one. */
export function TooltipTimingProvider({ children }: { children: ReactNode }) {
  const [warm, setWarm] = useState(false)
  const cooling = useRef<ReturnType<typeof setTimeout>>(undefined)
  const opened = useCallback(() => {
    clearTimeout(cooling.current)
    setWarm(true)
  }, [])
  const closed = useCallback(() => {
    clearTimeout(cooling.current)
    cooling.current = setTimeout(() => setWarm(false), TOOLTIP_SKIP_DELAY_MS)
  }, [])
  useEffect(() => () => clearTimeout(cooling.current), [])
  const timing = useMemo(
    () => ({ delay: warm ? 0 : TOOLTIP_DELAY_MS, opened, closed }),
    [warm, opened, closed]
  )
  return <TooltipTiming value={timing}>{children}</TooltipTiming>
}

/** A short text hint on hover and keyboard focus, with the shared timing. */
export function HintTooltip({
  content,
  disabled = false,
  placement = 'right',
  children,
}: {
  content: string
  disabled?: boolean
  placement?: PopoverNextPlacement
  children: ReactNode
}) {
  const timing = useContext(TooltipTiming)
  return (
    <PopoverNext
      content={<span role="tooltip">{content}</span>}
      disabled={disabled}
      interactionKind="hover-target"
      hoverOpenDelay={timing.delay}
      hoverCloseDelay={0}
      placement={placement}
      popoverClassName={Classes.TOOLTIP}
      // a block wrapper, so the link or button inside fills the sidebar's width
      fill
      onOpening={timing.opened}
      onClosing={timing.closed}
    >
      {children}
    </PopoverNext>
  )
}
