// The play page's Python packages as one zip, their modules compiled ahead (run by lite/bundle.py at build time):
//   node bundle.mjs PYODIDE_DIR OUT.zip WHEEL...
// The site's own Pyodide (so the bytecode is exactly its Python's) unpacks the wheels, compiles every module to
// bytecode that is never checked against its source (a site is built once and not edited), and zips the whole
// site-packages folder: a play page then fetches and unpacks one file and compiles nothing.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, out, ...wheels] = process.argv.slice(2);
const index = resolve(pyodideDir) + "/";
const { loadPyodide } = await import(pathToFileURL(index + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: index });
const site = pyodide.runPython("import site; site.getsitepackages()[0]");
for (const wheel of wheels) pyodide.unpackArchive(new Uint8Array(readFileSync(wheel)), "wheel", { extractDir: site });
const zipped = pyodide.runPython(`
import compileall, io, os, py_compile, re, site, zipfile
root = site.getsitepackages()[0]
tests = re.compile("/tests/")  # the packages' own tests: never imported, left out
ok = compileall.compile_dir(root, quiet=2, rx=tests, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
if not ok:
    raise SystemExit("a module of the play page's packages does not compile")
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
    for folder, dirs, files in sorted(os.walk(root)):
        dirs[:] = sorted(d for d in dirs if d != "tests")
        for name in sorted(files):
            path = os.path.join(folder, name)
            info = zipfile.ZipInfo(os.path.relpath(path, root), date_time=(2020, 1, 1, 0, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            with open(path, "rb") as f:
                z.writestr(info, f.read())
buffer.getvalue()
`);
writeFileSync(out, zipped.toJs());
zipped.destroy();
