/** Where the keyboard focus is when Escape is pressed, seen from an open drawer. */
export type EscapeFocus =
  /** On the drawer or something in it. */
  | 'inside'
  /** On nothing in particular (the page's body): the drawer is still what is open. */
  | 'nowhere'
  /** In another layer: a dialog opened over the drawer, a pop-up's buttons. */
  | 'elsewhere'

/** What {@link escapeClosesDrawer} decides on. */
export interface EscapePress {
  /** `KeyboardEvent.key`. */
  key: string
  /** An input method is composing: its Escape cancels the composition. */
  composing: boolean
  focus: EscapeFocus
  /**
   * A pop-up the person opened is shown: a select's or date picker's list, a dropdown menu, a
   * popover or pop-confirm. Its own Escape closes it, and the drawer stays. Hints (tooltips),
   * which come and go with the pointer, do not count.
   */
  popupOpen: boolean
}

/**
 * Whether an Escape closes an open drawer: yes when the drawer is what the person is in,
 * unless something opened inside it (a list, a menu, a dialog over it) is there to close first.
 * antd's own rule closes only the top-most layer, and a hint the pointer rests on (the tooltip
 * of a setting in the settings drawer, of the button that opened it) counts as one, so the
 * first Escape only hid the hint.
 */
export function escapeClosesDrawer(press: EscapePress): boolean {
  if (press.key !== 'Escape' || press.composing) return false
  return press.focus !== 'elsewhere' && !press.popupOpen
}

/**
 * antd's pop-ups that a person opens, as they are while shown: their root element carries the
 * `-hidden` class once closed. Tooltips are left out on purpose (see {@link EscapePress}).
 */
export const OPEN_POPUP_SELECTOR = [
  'ant-select-dropdown',
  'ant-picker-dropdown',
  'ant-cascader-dropdown',
  'ant-tree-select-dropdown',
  'ant-dropdown',
  'ant-popover',
  'ant-color-picker',
]
  .map((name) => `.${name}:not(.${name}-hidden)`)
  .join(', ')
