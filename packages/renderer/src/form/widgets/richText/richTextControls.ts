/** One button (or the heading choice) of the rich-text editor's toolbar. */
export type RichTextControl =
  | 'heading'
  | 'bold'
  | 'italic'
  | 'underline'
  | 'strike'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'link'
  | 'image'
  | 'undo'
  | 'redo'

/** A field's `editor` setting: the short toolbar or the whole one. */
export type RichTextToolbarKind = 'basic' | 'full'

/** The heading levels the toolbar offers; a pasted `h4`–`h6` is kept as the editor reads it. */
export const RICH_TEXT_HEADING_LEVELS = [1, 2, 3] as const

/** One of {@link RICH_TEXT_HEADING_LEVELS}. */
export type RichTextHeadingLevel = (typeof RICH_TEXT_HEADING_LEVELS)[number]

const TOOLBARS: Readonly<Record<RichTextToolbarKind, ReadonlyArray<readonly RichTextControl[]>>> = {
  basic: [['bold', 'italic', 'underline'], ['bulletList', 'orderedList'], ['link'], ['undo', 'redo']],
  full: [
    ['heading'],
    ['bold', 'italic', 'underline', 'strike'],
    ['bulletList', 'orderedList', 'blockquote'],
    ['link', 'image'],
    ['undo', 'redo'],
  ],
}

/**
 * The toolbar's controls in groups, for a field's `editor` setting: `basic` marks text, makes
 * lists and links; `full` adds headings, strikethrough, quotes and pictures.
 *
 * @example richTextControls('basic')[0] // ['bold', 'italic', 'underline']
 */
export function richTextControls(kind: RichTextToolbarKind): ReadonlyArray<readonly RichTextControl[]> {
  return TOOLBARS[kind]
}

/** Whether the toolbar of `kind` inserts pictures, so pasted or dropped image files are uploaded. */
export function insertsImages(kind: RichTextToolbarKind): boolean {
  return TOOLBARS[kind].some((group) => group.includes('image'))
}
