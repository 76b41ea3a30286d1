import fastifyCompress from '@fastify/compress'
import fp from 'fastify-plugin'

/**
 * Answers made in memory (JSON, HTML) smaller than this go as they are: below about a kilobyte
 * the encoding's own header and the CPU it costs outweigh the bytes saved. A file is sent as a
 * stream of unknown length and compressed whatever its size (the build pre-compresses every
 * file above this size, so only the small ones are).
 */
export const COMPRESSION_THRESHOLD_BYTES = 1024

/**
 * Compresses every answer that is not compressed yet, negotiated by `Accept-Encoding`
 * (brotli first, then gzip): the API's JSON, the site's and the portal's HTML, a portal file
 * that has no pre-compressed copy. The built scripts and styles are compressed once at build
 * time and served as they are (`preCompressed` of the static plugins), which this sees by their
 * `Content-Encoding` and leaves alone, so nothing is compressed twice. Brotli runs at quality 4
 * here (the plugin's default), where it costs about what gzip does; the build uses 11.
 * Request bodies are not decompressed: no client of ours sends them compressed, and a small
 * compressed body could inflate past the body limit's intent. Registered before every route,
 * without encapsulation.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: COMPRESSION_THRESHOLD_BYTES,
    })
  },
  { name: 'tamga-compression', fastify: '5.x' },
)
