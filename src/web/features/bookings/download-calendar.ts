/**
 * Saves a booking's .ics file. The calendar answers only the signed-in, so the file is fetched
 * with the session's token and handed to the browser as a download; a plain link would arrive
 * without it. Throws when no file came back.
 */
export async function downloadCalendar(url: string, token: string | null, fileName: string) {
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`calendar answered ${response.status}`);
  const file = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement("a");
    link.href = file;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over.
    setTimeout(() => URL.revokeObjectURL(file), 0);
  }
}
