// WhatsApp links on poll day: wa.me wants the country code and digits only.
import { describe, expect, it } from 'vitest';
import { whatsAppHref, whatsAppNumber } from '../../src/domain/whatsapp.ts';

describe('WhatsApp numbers', () => {
  it('puts India’s code before a 10-digit mobile and keeps a number that has a code', () => {
    expect(whatsAppNumber('98111 00005')).toBe('919811100005');
    expect(whatsAppNumber('098111-00005')).toBe('919811100005');
    expect(whatsAppNumber('+91 98111 00005')).toBe('919811100005');
    expect(whatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
  });

  it('gives no link for a number too short to be one', () => {
    expect(whatsAppNumber('12345')).toBe('');
    expect(whatsAppHref('12345', 'hello')).toBe('');
    expect(whatsAppHref('9811100005', 'नमस्ते जी')).toBe(
      `https://wa.me/919811100005?text=${encodeURIComponent('नमस्ते जी')}`,
    );
  });
});
