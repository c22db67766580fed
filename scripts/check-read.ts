/**
 * The checker's input, chunk by chunk: bytes read into objects where they can
 * be (lib/cli/bytes.ts), and as text from the first chunk holding a carriage
 * return on. Either way as readline, which this replaces, would cut and
 * decode it: "\r\n", "\n" and a lone "\r" end a line, invalid UTF-8 becomes
 * U+FFFD, and an incomplete character at the very end is dropped.
 */
import { StringDecoder } from 'node:string_decoder';
import { JsonlBytes, type LineSink } from '../lib/cli/bytes';
import { LineSplitter } from '../lib/cli/lines';

/** UTF-8 of a chunk's bytes, or of a line joined across two chunks: Buffers both (see below). */
function utf8(bytes: Uint8Array, start: number, end: number): string {
  return (bytes as Buffer).toString('utf8', start, end);
}

export class InputReader {
  private readonly bytes = new JsonlBytes(utf8, (n) => Buffer.allocUnsafe(n));
  private readonly decoder = new StringDecoder('utf8');
  private readonly splitter = new LineSplitter();
  private asText = false;

  constructor(private readonly sink: LineSink) {}

  push(chunk: Buffer): void {
    if (!this.asText && !this.bytes.push(chunk, this.sink)) this.toText();
    if (this.asText) this.splitter.push(this.decoder.write(chunk), this.sink.line);
  }

  /** The end of the input: a last line without a newline. */
  end(): void {
    if (!this.asText && !this.bytes.end(this.sink)) this.toText();
    this.splitter.end(this.sink.line);
  }

  private toText(): void {
    this.asText = true;
    this.splitter.push(this.decoder.write(this.bytes.pending()), this.sink.line);
  }
}
