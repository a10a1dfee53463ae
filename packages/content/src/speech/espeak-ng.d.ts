declare module 'espeak-ng' {
  type ESpeakNgModule = { FS: { readFile(path: string): Uint8Array } };
  /** Runs the espeak-ng command line once inside a fresh WebAssembly instance. */
  export default function ESpeakNg(options: {
    arguments: string[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    /** Emscripten's hook to instantiate the module ourselves (e.g. from a compiled one). */
    instantiateWasm?: (
      imports: WebAssembly.Imports,
      receive: (instance: WebAssembly.Instance) => WebAssembly.Exports,
    ) => WebAssembly.Exports;
  }): Promise<ESpeakNgModule>;
}
