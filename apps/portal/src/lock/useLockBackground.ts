import { useCallback, useEffect, useRef, useState } from 'react'
import { createLockImageStore, isImageFile, LOCK_BACKGROUND_DELAY_MS } from './lockImageStore.ts'

const store = createLockImageStore()

/** The lock screen's background picture and how the user changes it (spec 2.6, 5). */
export interface LockBackground {
  /**
   * The picked picture's address, once known: undefined while the stored one is read, and when
   * none is stored (the default constellation then shows).
   */
  picture: string | undefined
  /**
   * True until the stored picture was looked for: the default is not drawn before, so a stored
   * picture does not come after a flash of the default.
   */
  pending: boolean
  /** True after a file that is not an image was picked: 'зөвхөн зураг оруулна уу!' is shown. */
  refused: boolean
  /** Shows and keeps a picked file, or refuses it when it is not an image. */
  pick(file: File): void
  /** Hides the refusal. */
  dismiss(): void
}

/**
 * Reads the stored background picture 100 ms after the lock shows (spec 9), that is after this
 * mounts, and keeps a newly picked one in the local browser database under `lockImg`. Pictures
 * are shown through object URLs, which are revoked when replaced or when the lock goes away.
 */
export function useLockBackground(): LockBackground {
  const [picture, setPicture] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState(true)
  const [refused, setRefused] = useState(false)
  const current = useRef<string | undefined>(undefined)
  // A picture picked before the stored one was read wins over it.
  const picked = useRef(false)

  const show = useCallback((image: Blob | undefined) => {
    if (current.current !== undefined) URL.revokeObjectURL(current.current)
    current.current = image === undefined ? undefined : URL.createObjectURL(image)
    setPicture(current.current)
    setPending(false)
  }, [])

  useEffect(() => {
    let cancelled = false
    picked.current = false
    const timer = setTimeout(() => {
      void store.load().then((image) => {
        if (!cancelled && !picked.current) show(image)
      })
    }, LOCK_BACKGROUND_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
      if (current.current !== undefined) URL.revokeObjectURL(current.current)
      current.current = undefined
      setPicture(undefined)
      setPending(true)
      setRefused(false)
    }
  }, [show])

  const pick = useCallback(
    (file: File) => {
      if (!isImageFile(file)) {
        setRefused(true)
        return
      }
      setRefused(false)
      picked.current = true
      show(file)
      // Kept for the next lock; without a database it still shows for this one.
      void store.save(file)
    },
    [show],
  )

  const dismiss = useCallback(() => setRefused(false), [])

  return { picture, pending, refused, pick, dismiss }
}
