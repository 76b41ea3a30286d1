// Globals that every runtime @tamga/schema supports (browsers, Node 20+) provides, declared
// here because the package compiles without the DOM or Node type libraries on purpose.
declare function structuredClone<T>(value: T): T
