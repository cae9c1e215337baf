// How a play page's Python starts, shared by the build (bundle.mjs, under Node) and the page's worker (worker.mjs).
//
// The pack: the play page's site-packages as one file (but the data files, read from the wheels: fromZip), the
// modules compiled to bytecode and their sources left out:
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

/** The files of `pack` (inflated), as [path, bytes] pairs. */
export function packed(pack) {
  const length = new DataView(pack.buffer, pack.byteOffset, pack.byteLength).getUint32(0, true);
  const list = JSON.parse(new TextDecoder().decode(pack.subarray(LENGTH_BYTES, LENGTH_BYTES + length)));
  let at = LENGTH_BYTES + length;
  return list.map(([path, size]) => {
    at += size;
    return [path, pack.subarray(at - size, at)];
  });
}

/** Write `files` ([path, bytes] pairs) under `root` in Pyodide's file system `FS`. */
export function writeFiles(FS, root, files) {
  const made = new Set();
  for (const [path, bytes] of files) {
    const full = `${root}/${path}`;
    const folder = full.slice(0, full.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(full, bytes, { canOwn: true });
  }
}

// The data files (word graphs, word lists) are not in the pack but read from the wheels the site serves to its
// notebooks anyway, so the site holds them once: a wheel is a zip file, whose central directory says where each
// file is and whether it is stored or deflated.
const CENTRAL_END = 0x06054b50;

/** The entries of the zip file `bytes`: name -> {method, compressed, size, at} (at: its local header). */
export function zipEntries(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== CENTRAL_END) end--;
  if (end < 0) throw new Error("not a zip file");
  const entries = new Map();
  let at = view.getUint32(end + 16, true);
  for (let i = view.getUint16(end + 10, true); i > 0; i--) {
    const nameLength = view.getUint16(at + 28, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      at: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

/** Deflated `data`, inflated by the browser. */
async function inflateRaw(data) {
  const stream = new Blob([data]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** The files `names` of the zip file `bytes`, as [name, bytes] pairs (`inflate`: the build passes Node's). */
export async function fromZip(bytes, names, inflate = inflateRaw) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = zipEntries(bytes);
  return Promise.all(names.map(async (name) => {
    const entry = entries.get(name);
    if (!entry) throw new Error(`${name}: not in the wheel`);
    const start = entry.at + 30 + view.getUint16(entry.at + 26, true) + view.getUint16(entry.at + 28, true);
    const data = bytes.subarray(start, start + entry.compressed);
    return [name, entry.method === 0 ? data : await inflate(data)];
  }));
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
