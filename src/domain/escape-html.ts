// Text put into HTML that the server or a tool writes by hand (the sign-in page, the
// generated roll PDFs): the five characters HTML gives a meaning, as entities.
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
