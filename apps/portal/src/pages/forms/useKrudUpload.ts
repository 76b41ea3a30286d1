import { type RecordFormUpload, uploadWithProgress } from '@tamga/renderer/crud'
import { useMemo } from 'react'
import { API_BASE } from '../../api/apiBase.ts'
import { readToken } from '../../api/token.ts'

/**
 * Uploads a file or image field's file of `krud` with progress, so not through the JSON client:
 * the same headers it sends, the session cookie going along as well.
 */
export function useKrudUpload(krud: string | undefined): RecordFormUpload | undefined {
  return useMemo<RecordFormUpload | undefined>(() => {
    if (krud === undefined) return undefined
    return async (field, file, onProgress) => {
      const token = readToken()
      const result = await uploadWithProgress({
        url: `${API_BASE}/records/${encodeURIComponent(krud)}/uploads/${encodeURIComponent(field)}`,
        file,
        headers: { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        onProgress,
      })
      return result.ok ? result.files[0] : undefined
    }
  }, [krud])
}
