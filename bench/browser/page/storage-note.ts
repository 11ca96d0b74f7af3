// How much the browser says this origin uses and may use: printed beside a failed write, so a
// full quota (the temporary profile's) is told apart from other causes.
export async function storageNote(): Promise<string> {
  try {
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    const mb = (n: number) => Math.round(n / 1048576);
    return `storage ${mb(usage)} MB used of a ${mb(quota)} MB quota`;
  } catch (err) {
    return `storage estimate failed: ${String(err)}`;
  }
}
