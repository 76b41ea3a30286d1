import type { FieldWidget, FormValues } from './compile/index.ts'

/**
 * The password fields whose confirmation does not match what was typed in them. A field that
 * asks for none is never listed, and neither is one left empty with an empty confirmation (an
 * update that keeps the password).
 *
 * @example passwordMismatches(widgets, { password: 'Demo#2026' }, { password: 'Demo#2025' }) // ['password']
 */
export function passwordMismatches(
  widgets: Readonly<Record<string, FieldWidget>>,
  values: Readonly<FormValues>,
  confirmations: Readonly<Record<string, string>>,
): string[] {
  return Object.values(widgets)
    .filter((widget) => widget.widget === 'password' && widget.settings.password?.confirm === true)
    .filter((widget) => {
      const value = values[widget.name]
      const typed = typeof value === 'string' ? value : ''
      return typed !== (confirmations[widget.name] ?? '')
    })
    .map((widget) => widget.name)
}
