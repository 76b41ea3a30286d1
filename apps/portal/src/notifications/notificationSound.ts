/** What playing needs of an audio element. */
export interface Playable {
  play(): Promise<void> | undefined
}

/**
 * Plays the project's notification sound (`notify.sound`, spec 3.7). Browsers refuse sound
 * before the user has interacted with the page; that refusal, like a missing or broken file,
 * is silent: a sound is a courtesy, the badge already tells.
 */
export function playNotificationSound(
  url: string,
  createAudio: (url: string) => Playable = (src) => new Audio(src),
): void {
  try {
    const playing = createAudio(url).play()
    if (playing !== undefined) void playing.catch(() => undefined)
  } catch {
    // No audio support at all: nothing to play.
  }
}
