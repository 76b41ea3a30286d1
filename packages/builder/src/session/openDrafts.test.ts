import { afterEach, describe, expect, it } from 'vitest'
import { type DraftBoard, draftBoard } from './openDrafts.ts'

// Each test talks on a channel of its own, the way the tabs of one browser share one.
let channel = 0
const opened: DraftBoard[] = []
const tabOn = (name: string, tab: string) => {
  const board = draftBoard({ channel: new BroadcastChannel(name), tab })
  opened.push(board)
  return board
}

afterEach(() => {
  for (const board of opened.splice(0)) board.close()
})

const model = (columns: string[]) => ({ kind: 'model', name: 'apprentice', columns: columns.map((name) => ({ name })) })

describe('the unsaved documents the builders of one browser have open', () => {
  it('a model edited in one tab is seen in another until it is saved', async () => {
    const name = `drafts-${++channel}`
    const modelTab = tabOn(name, 'model-tab')
    const formTab = tabOn(name, 'form-tab')
    modelTab.publish('model', 'apprentice', model(['id', 'teacher_name']))
    await expect.poll(() => formTab.draft('model', 'apprentice')).toEqual(model(['id', 'teacher_name']))
    expect(formTab.names('model')).toEqual(['apprentice'])
    expect(formTab.names('form')).toEqual([])
    modelTab.publish('model', 'apprentice', undefined)
    await expect.poll(() => formTab.draft('model', 'apprentice')).toBeUndefined()
  })

  it('a tab opened later asks the others for the drafts they already hold', async () => {
    const name = `drafts-${++channel}`
    const modelTab = tabOn(name, 'model-tab')
    modelTab.publish('model', 'apprentice', model(['id']))
    const later = tabOn(name, 'later-tab')
    expect(later.draft('model', 'apprentice')).toBeUndefined()
    await expect.poll(() => later.draft('model', 'apprentice')).toEqual(model(['id']))
  })

  it('a tab closed takes its drafts with it', async () => {
    const name = `drafts-${++channel}`
    const modelTab = draftBoard({ channel: new BroadcastChannel(name), tab: 'closing-tab' })
    const formTab = tabOn(name, 'form-tab')
    modelTab.publish('model', 'apprentice', model(['id']))
    await expect.poll(() => formTab.draft('model', 'apprentice')).toBeDefined()
    modelTab.close()
    await expect.poll(() => formTab.draft('model', 'apprentice')).toBeUndefined()
  })

  it('a tab silent for three beats (crashed, or put to sleep) has its drafts dropped until it speaks again', async () => {
    const name = `drafts-${++channel}`
    const wire = new BroadcastChannel(name)
    let alive = true
    // The crashed tab's side of the channel: once it is dead, nothing it says arrives.
    const crashing = draftBoard({
      tab: 'crashing-tab',
      heartbeatMs: 50,
      channel: {
        postMessage: (message) => {
          if (alive) wire.postMessage(message)
        },
        get onmessage() {
          return wire.onmessage
        },
        set onmessage(listener) {
          wire.onmessage = listener
        },
        close: () => wire.close(),
      },
    })
    opened.push(crashing)
    const formTab = draftBoard({ channel: new BroadcastChannel(name), tab: 'form-tab', heartbeatMs: 50 })
    opened.push(formTab)
    crashing.publish('model', 'apprentice', model(['id']))
    await expect.poll(() => formTab.draft('model', 'apprentice')).toBeDefined()
    // Still there while it beats…
    await new Promise((wake) => setTimeout(wake, 250))
    expect(formTab.draft('model', 'apprentice')).toBeDefined()
    alive = false
    // …gone once it has not been heard from for three beats, and back if it wakes.
    await expect.poll(() => formTab.draft('model', 'apprentice'), { timeout: 2_000 }).toBeUndefined()
    alive = true
    await expect.poll(() => formTab.draft('model', 'apprentice'), { timeout: 2_000 }).toEqual(model(['id']))
  })

  it('a tab’s own draft comes before another’s, and listeners hear of every change', async () => {
    const name = `drafts-${++channel}`
    const one = tabOn(name, 'one')
    const other = tabOn(name, 'other')
    let heard = 0
    one.subscribe(() => {
      heard += 1
    })
    other.publish('model', 'apprentice', model(['theirs']))
    await expect.poll(() => one.draft('model', 'apprentice')).toEqual(model(['theirs']))
    one.publish('model', 'apprentice', model(['mine']))
    expect(one.draft('model', 'apprentice')).toEqual(model(['mine']))
    expect(heard).toBe(2)
  })

  it('without a channel drafts stay within the tab', () => {
    const alone = draftBoard({ channel: null, tab: 'alone' })
    alone.publish('grid', 'aimag-grid', { kind: 'grid' })
    expect(alone.draft('grid', 'aimag-grid')).toEqual({ kind: 'grid' })
    expect(alone.names('grid')).toEqual(['aimag-grid'])
    alone.close()
    expect(alone.draft('grid', 'aimag-grid')).toBeUndefined()
  })
})
