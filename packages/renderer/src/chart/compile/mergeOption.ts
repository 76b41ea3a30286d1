type PlainObject = Record<string, unknown>

function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

// A document is data from a project: its keys must not reach an object's prototype.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

function mergeValue(base: unknown, override: unknown): unknown {
  if (isPlainObject(override)) {
    if (isPlainObject(base)) return mergeObjects(base, override)
    // `series: { label: … }` over the built series styles every one of them, as Lambda's did.
    if (Array.isArray(base) && base.length > 0 && base.every(isPlainObject)) {
      return base.map((item) => mergeObjects(item, override))
    }
    return mergeObjects({}, override)
  }
  if (Array.isArray(override)) return override.map((item) => mergeValue(undefined, item))
  return override
}

function mergeObjects(base: PlainObject, override: PlainObject): PlainObject {
  const merged: PlainObject = { ...base }
  for (const [key, value] of Object.entries(override)) {
    if (UNSAFE_KEYS.has(key) || value === undefined) continue
    merged[key] = mergeValue(base[key], value)
  }
  return merged
}

/**
 * A chart document's own ECharts settings over the option the renderer built: objects merge
 * key by key at every depth, arrays and other values replace, and an object over an array of
 * objects (the built `series`) merges into each of them. Neither input is changed.
 *
 * @example mergeOption({ legend: { show: true, bottom: 0 } }, { legend: { show: false } })
 * // { legend: { show: false, bottom: 0 } }
 */
export function mergeOption<TOption extends object>(
  base: TOption,
  override: Readonly<Record<string, unknown>>,
): TOption {
  return mergeObjects(base as PlainObject, override) as TOption
}
