import { useEffect, useRef, useState } from 'react'
import type { UploadedFile } from '../uploadValue.ts'
import { unnamedUploadIds, uploadAddress, uploadNameOf } from './storedUploads.ts'

/**
 * The names of the uploads a stored value names that the form did not upload itself (a record
 * opened again), asked of the server once each with a `HEAD` of the upload's address: its
 * `Content-Disposition` names the file. The session cookie goes with it, as with the picture's
 * own address; an upload the caller may not read keeps its short id.
 */
export function useStoredUploadNames(
  krud: string,
  value: unknown,
  known: ReadonlyMap<string, UploadedFile>,
): ReadonlyMap<string, string> {
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map())
  // Asked once per id, also across React's second run of effects in development; a request is
  // small and left to finish when the form closes (a state update after that does nothing).
  const asked = useRef(new Set<string>())
  const missing = unnamedUploadIds(value, known, names).join(',')

  useEffect(() => {
    if (missing === '') return
    for (const id of missing.split(',')) {
      if (asked.current.has(id)) continue
      asked.current.add(id)
      void fetch(uploadAddress(krud, id), { method: 'HEAD', credentials: 'include' })
        .then((response) => (response.ok ? uploadNameOf(response.headers.get('content-disposition')) : undefined))
        .then((name) => {
          if (name !== undefined) setNames((before) => new Map(before).set(id, name))
        })
        .catch(() => asked.current.delete(id))
    }
  }, [krud, missing])
  return names
}
