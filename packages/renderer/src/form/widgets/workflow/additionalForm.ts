// Whether a form is the 'Нэмэлт маягт' (additional form) of a record whose form is already open.
import { createContext } from 'react'

/**
 * True inside the additional form: its workflow elements stay quiet, since the form around it
 * already shows and moves the same record's process.
 */
export const AdditionalFormContext = createContext(false)
