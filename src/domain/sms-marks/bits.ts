// Bits to SMS characters and back. An SMS of 160 characters is GSM-7 text, so the marks travel
// as six bits a character over 64 characters that every phone, carrier and gateway passes
// unchanged and that need no escaping in an `sms:` link: A–Z, a–z, 0–9, '-' and '.'.

export const SMS_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-.';

const VALUE_OF = new Map([...SMS_ALPHABET].map((c, i) => [c, i]));

/** A number that does not fit what is being read: the text is garbled. */
export class GarbledError extends Error {}

/** Binary digits of a whole number below 2^31 (exact, where Math.log2 may round up). */
const bitWidth = (v: number): number => 32 - Math.clz32(v);

export class BitWriter {
  private readonly bits: number[] = [];

  get length(): number {
    return this.bits.length;
  }

  /** `n` as `width` bits, most significant first. */
  fixed(n: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) this.bits.push(Math.floor(n / 2 ** i) % 2);
  }

  bit(b: boolean): void {
    this.bits.push(b ? 1 : 0);
  }

  /**
   * Exponential-Golomb code of order `k` for n ≥ 0: small numbers short, any number possible.
   * n + 2^k in binary, after as many zeros as it has bits beyond k + 1.
   */
  expGolomb(n: number, k: number): void {
    const v = n + 2 ** k;
    const width = bitWidth(v);
    this.fixed(0, width - k - 1);
    this.fixed(v, width);
  }

  /** Rice code with parameter k: n >> k in unary (ones, then a zero), then k low bits. */
  rice(n: number, k: number): void {
    const q = Math.floor(n / 2 ** k);
    for (let i = 0; i < q; i++) this.bits.push(1);
    this.bits.push(0);
    this.fixed(n % 2 ** k, k);
  }

  /** The bits as characters, the last one padded with zero bits. */
  toText(): string {
    let out = '';
    for (let i = 0; i < this.bits.length; i += 6) {
      let v = 0;
      for (let j = 0; j < 6; j++) v = v * 2 + (this.bits[i + j] ?? 0);
      out += SMS_ALPHABET[v];
    }
    return out;
  }
}

/** Bits needed by each code, to choose the shorter one without writing it. */
export const expGolombBits = (n: number, k: number): number => 2 * bitWidth(n + 2 ** k) - k - 1;

export const riceBits = (n: number, k: number): number => Math.floor(n / 2 ** k) + 1 + k;

export class BitReader {
  private readonly values: number[];
  private at = 0;
  private readonly total: number;

  constructor(text: string) {
    this.values = [...text].map((c) => {
      const v = VALUE_OF.get(c);
      if (v === undefined) throw new GarbledError(`character ${JSON.stringify(c)}`);
      return v;
    });
    this.total = this.values.length * 6;
  }

  /** Bits not read yet. */
  get left(): number {
    return this.total - this.at;
  }

  bit(): number {
    if (this.at >= this.total) throw new GarbledError('text ends too soon');
    const v = this.values[Math.floor(this.at / 6)]!;
    const b = (v >> (5 - (this.at % 6))) & 1;
    this.at += 1;
    return b;
  }

  fixed(width: number): number {
    let n = 0;
    for (let i = 0; i < width; i++) n = n * 2 + this.bit();
    return n;
  }

  expGolomb(k: number, max: number): number {
    let zeros = 0;
    while (this.bit() === 0) {
      zeros += 1;
      if (zeros > 40) throw new GarbledError('number too long');
    }
    // The leading 1 was read; zeros + k bits follow it.
    const rest = this.fixed(zeros + k);
    const n = 2 ** (zeros + k) + rest - 2 ** k;
    if (n > max) throw new GarbledError(`number ${n} over ${max}`);
    return n;
  }

  rice(k: number, max: number): number {
    let q = 0;
    while (this.bit() === 1) {
      q += 1;
      if (q * 2 ** k > max) throw new GarbledError('gap too long');
    }
    const n = q * 2 ** k + this.fixed(k);
    if (n > max) throw new GarbledError(`gap ${n} over ${max}`);
    return n;
  }

  /** The rest must be the last character's zero padding: anything else is garbled. */
  end(): void {
    if (this.left >= 6) throw new GarbledError('text goes on after the marks');
    while (this.left > 0) if (this.bit() !== 0) throw new GarbledError('padding is not zero');
  }
}
