import { useEffect, useState } from 'react'
import { type LambdaConfigResult, loadLambdaConfig } from './loadLambdaConfig.ts'

/**
 * Loads the project configuration once when the app mounts (spec 4.4) and gives the result,
 * or `undefined` while the call is under way.
 */
export function useLambdaConfig(): LambdaConfigResult | undefined {
  const [result, setResult] = useState<LambdaConfigResult | undefined>(undefined)
  useEffect(() => {
    // React may mount twice in development; only the mount still present takes the answer.
    let current = true
    void loadLambdaConfig().then((loaded) => {
      if (current) setResult(loaded)
    })
    return () => {
      current = false
    }
  }, [])
  return result
}
