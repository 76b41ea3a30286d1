/** Every file the server bundle is made of, hashed. */
export function serverSourceHash(): string
/** The bundle's entry when it was built from the sources as they are now; undefined otherwise. */
export function currentServerBundle(): string | undefined
/** Builds the bundle unless it is current; answers its entry. */
export function ensureServerBundle(): Promise<string>
/** A workspace folder and every workspace package it uses at run time, itself included. */
export function workspaceFolders(folder: string, seen?: Set<string>): Set<string>
