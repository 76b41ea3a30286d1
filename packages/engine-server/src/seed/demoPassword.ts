/**
 * The password of every demo account of the embedded database (README lists them). Its own
 * module so that `tamga seed --help`, which prints it, loads no password hashing.
 */
export const DEMO_PASSWORD = 'Demo#2026'
