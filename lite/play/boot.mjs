// How a play page's Python starts, shared by the build (bundle.mjs, under Node) and the page's worker (worker.mjs).
//
// The pack: the play page's site-packages as one file, the modules compiled to bytecode and their sources left out:
// a 4-byte little-endian length, a JSON list of [path, size], then each file's bytes in that order, the whole
// gzipped (the browser inflates it natively, DecompressionStream). Writing its files into Pyodide's file system
// is a loop of FS.writeFile: nothing runs in Python, nothing is inflated per file.
//
// The snapshot: Pyodide's memory once Python has started and imported what every play page imports, made at
// build time (pyodide.makeMemorySnapshot). Loading it skips the interpreter's start and the imports; its heap
// may be larger than the memory Pyodide's module starts with, so the module is grown to it first.

const LENGTH_BYTES = 4;

/** The pack of `files` ([path, bytes] pairs; paths relative to site-packages), not yet gzipped. */
export function makePack(files) {
  const header = new TextEncoder().encode(JSON.stringify(files.map(([path, bytes]) => [path, bytes.length])));
  const total = files.reduce((n, [, bytes]) => n + bytes.length, LENGTH_BYTES + header.length);
  const out = new Uint8Array(total);
  new DataView(out.buffer).setUint32(0, header.length, true);
  out.set(header, LENGTH_BYTES);
  let at = LENGTH_BYTES + header.length;
  for (const [, bytes] of files) {
    out.set(bytes, at);
    at += bytes.length;
  }
  return out;
}

/** Write the files of `pack` (inflated) under `root` in Pyodide's file system `FS`; how many there were. */
export function unpack(FS, root, pack) {
  const length = new DataView(pack.buffer, pack.byteOffset, pack.byteLength).getUint32(0, true);
  const list = JSON.parse(new TextDecoder().decode(pack.subarray(LENGTH_BYTES, LENGTH_BYTES + length)));
  const made = new Set();
  let at = LENGTH_BYTES + length;
  for (const [path, size] of list) {
    const full = `${root}/${path}`;
    const folder = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(full, pack.subarray(at, at + size), { canOwn: true });
    at += size;
  }
  return list.length;
}

/** The bytes of a gzipped response, inflated. */
export async function inflated(response) {
  if (!response.ok) throw new Error(`${response.url}: ${response.status}`);
  const stream = response.body.pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Pyodide's module factory `create`, wrapped so that the memory has room for `snapshot` before it is restored
 * (the factory ignores INITIAL_MEMORY; the module's own sbrk grows its memory and its views). */
export function withRoomFor(create, snapshot) {
  const header = new Uint32Array(snapshot.buffer, snapshot.byteOffset, 2);
  const heap = snapshot.length - header[1];
  return (settings) => {
    const grow = (Module) => {
      if (Module.HEAP8.length < heap) Module._sbrk(heap - Module._sbrk(0));
    };
    settings.preRun = [grow, ...(settings.preRun || [])];
    return create(settings);
  };
}
