import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { strToU8, Zip, ZipDeflate } from 'fflate';

/**
 * A ZIP written as it is read (docs/privacy.md#exporting-the-organisation): fflate's streaming
 * Zip deflates each file's chunks as they come and hands the bytes to a Node stream, which the
 * HTTP reply sends on. Files are written one after another (a ZIP's entries follow each other);
 * `write` waits while the client reads slower than the database answers, so memory holds a page
 * of rows, not the organisation.
 */
export class ZipStream {
  readonly output = new PassThrough();
  private readonly zip: Zip;
  private file: ZipDeflate | null = null;
  private failed: Error | null = null;

  constructor(private readonly mtime: Date) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failed = error;
        this.output.destroy(error);
        return;
      }
      if (!this.output.destroyed) this.output.write(chunk);
      if (final) this.output.end();
    });
  }

  /** Whether the reader went away (or the ZIP failed): the writer stops reading rows. */
  get closed(): boolean {
    return this.failed !== null || this.output.destroyed;
  }

  open(name: string): void {
    this.close();
    if (this.closed) return;
    this.file = new ZipDeflate(name, { level: 6 });
    this.file.mtime = this.mtime;
    this.zip.add(this.file);
  }

  /** Appends text to the open file, then waits until the reader has taken what is buffered. */
  async write(text: string): Promise<void> {
    if (this.closed) return;
    if (!this.file) throw new Error('ZipStream: write before open');
    this.file.push(strToU8(text), false);
    if (this.output.writableNeedDrain && !this.output.destroyed) {
      await Promise.race([once(this.output, 'drain'), once(this.output, 'close')]);
    }
  }

  private close(): void {
    if (this.file) this.file.push(new Uint8Array(0), true);
    this.file = null;
  }

  /** Closes the last file and writes the ZIP's central directory. */
  end(): void {
    this.close();
    if (!this.closed) this.zip.end();
  }

  /** Stops mid-way (a query failed): the reader sees a broken download, never a ZIP that looks whole. */
  abort(error: Error): void {
    this.failed = error;
    this.zip.terminate();
    this.output.destroy(error);
  }
}
