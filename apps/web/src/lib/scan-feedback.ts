/** What a scan came to: the sound, icon, colour and words of its feedback follow from it. */
export type ScanOutcome = 'success' | 'warning' | 'error';

interface Beep {
  /** Start, in seconds after now. */
  at: number;
  frequency: number;
  duration: number;
  type: OscillatorType;
}

/**
 * Three sounds nobody mixes up: one high short beep, two mid beeps, one low longer buzz.
 */
export const SCAN_SOUNDS: Record<ScanOutcome, readonly Beep[]> = {
  success: [{ at: 0, frequency: 1760, duration: 0.09, type: 'sine' }],
  warning: [
    { at: 0, frequency: 880, duration: 0.09, type: 'triangle' },
    { at: 0.16, frequency: 880, duration: 0.09, type: 'triangle' },
  ],
  error: [{ at: 0, frequency: 180, duration: 0.45, type: 'sawtooth' }],
};

const VOLUME = 0.18;

type AudioContextClass = typeof AudioContext;

let context: AudioContext | null = null;
let unavailable = false;
let unlockInstalled = false;

function audioContext(): AudioContext | null {
  if (context || unavailable) return context;
  const Context: AudioContextClass | undefined =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext);
  if (!Context) {
    unavailable = true;
    return null;
  }
  try {
    context = new Context();
  } catch {
    unavailable = true;
  }
  return context;
}

/**
 * Browsers keep audio suspended until the person interacts with the page: the first click or key press
 * resumes it. Safe to call many times.
 */
export function unlockScanSounds(): void {
  if (unlockInstalled || typeof window === 'undefined') return;
  unlockInstalled = true;
  const unlock = () => {
    const audio = audioContext();
    if (audio?.state === 'suspended') void audio.resume().catch(() => undefined);
    if (!audio || audio.state !== 'suspended') {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
    }
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}

/** The sound of a scan's outcome; silently nothing where there is no audio (tests, locked-down browsers). */
export function playScanSound(outcome: ScanOutcome): void {
  const audio = audioContext();
  if (!audio) return;
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.01;
    for (const beep of SCAN_SOUNDS[outcome]) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = beep.type;
      oscillator.frequency.value = beep.frequency;
      const from = start + beep.at;
      const to = from + beep.duration;
      // A short ramp in and out: no click at either end.
      gain.gain.setValueAtTime(0, from);
      gain.gain.linearRampToValueAtTime(VOLUME, from + 0.01);
      gain.gain.setValueAtTime(VOLUME, to - 0.02);
      gain.gain.linearRampToValueAtTime(0, to);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(from);
      oscillator.stop(to + 0.01);
    }
  } catch {
    // Feedback is also on screen; a sound that cannot play is no error.
  }
}
