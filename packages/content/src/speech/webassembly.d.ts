/**
 * The part of WebAssembly that speech uses: Node has all of it, but this package's libraries
 * (ES2023, no DOM) do not declare it.
 */
declare namespace WebAssembly {
  // An interface, not a type alias, so it merges with other libraries' declarations of it.
  // biome-ignore lint/suspicious/noEmptyInterface: opaque compiled module
  interface Module {}
  interface Instance {
    readonly exports: Exports;
  }
  type Exports = Record<string, unknown>;
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: Uint8Array): Promise<Module>;
  var Instance: new (module: Module, imports?: Imports) => Instance;
}
