let context: AudioContext | null = null;

/** A short soft two-note chime (Web Audio API, no file to load) when an answer arrives. */
export function playAnswerSound(): void {
  const Context = globalThis.AudioContext;
  if (!Context) return;
  try {
    context ??= new Context();
    const start = context.currentTime;
    for (const [i, frequency] of [660, 880].entries()) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.value = frequency;
      const at = start + i * 0.12;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.18);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(at + 0.2);
    }
  } catch {
    // a browser that refuses audio: the answer shows all the same
  }
}
