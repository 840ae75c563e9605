import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconCameraOff, IconPlayerStop } from '@tabler/icons-react';
import jsQR from 'jsqr';
import { REPEAT_SCAN_WINDOW_MS } from '@makro/domain/inventory';

/** About five frames a second: quick enough to feel instant, light on a phone's battery. */
export const FRAME_INTERVAL_MS = 200;
const MAX_FRAME_WIDTH = 640;

type CameraState = { kind: 'idle' } | { kind: 'starting' } | { kind: 'running' } | { kind: 'error'; message: string };

/** Words a person can act on, for each way getUserMedia fails. */
export function cameraProblem(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera permission was denied. Allow the camera for this site in the browser settings, or use a scanner or the serial field instead.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'No camera was found on this device.';
  if (name === 'NotReadableError') return 'The camera is in use by another application. Close it and try again.';
  return `The camera could not be started${error instanceof Error && error.message ? `: ${error.message}` : '.'}`;
}

export const NO_CAMERA_MESSAGE =
  'No camera is available here: the browser offers none to this page (a camera needs a secure https connection). Use a scanner or the serial field instead.';

/** "Scan with camera": video frames go through jsQR about five times a second; tracks stop on leave. */
export function CameraScanner({ onDetected }: { onDetected: (code: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const last = useRef<{ code: string; at: number } | null>(null);
  const detected = useRef(onDetected);
  const [state, setState] = useState<CameraState>({ kind: 'idle' });

  useEffect(() => {
    detected.current = onDetected;
  });

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    if (video.current) video.current.srcObject = null;
  }, []);

  useEffect(() => stop, [stop]);

  const readFrame = useCallback((canvas: HTMLCanvasElement) => {
    const element = video.current;
    if (!element || element.readyState < 2 || !element.videoWidth) return;
    const scale = Math.min(1, MAX_FRAME_WIDTH / element.videoWidth);
    canvas.width = Math.round(element.videoWidth * scale);
    canvas.height = Math.round(element.videoHeight * scale);
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) return;
    context.drawImage(element, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data.trim();
    if (!code) return;
    const now = Date.now();
    if (last.current?.code === code && now - last.current.at < REPEAT_SCAN_WINDOW_MS) return;
    last.current = { code, at: now };
    detected.current(code);
  }, []);

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setState({ kind: 'error', message: NO_CAMERA_MESSAGE });
      return;
    }
    setState({ kind: 'starting' });
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      const element = video.current;
      if (!element) {
        stop();
        return;
      }
      element.srcObject = media;
      await element.play();
      const canvas = document.createElement('canvas');
      timer.current = setInterval(() => readFrame(canvas), FRAME_INTERVAL_MS);
      setState({ kind: 'running' });
    } catch (error) {
      stop();
      setState({ kind: 'error', message: cameraProblem(error) });
    }
  };

  const running = state.kind === 'running';
  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        bg="dark.8"
        style={{ borderRadius: 8, overflow: 'hidden', aspectRatio: '4 / 3', display: 'grid', placeItems: 'center' }}
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label="Camera preview"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: running ? 'block' : 'none' }}
        />
        {!running && (
          <Stack align="center" gap={4} c="gray.5">
            {state.kind === 'error' ? <IconCameraOff size={40} stroke={1.5} /> : <IconCamera size={40} stroke={1.5} />}
            <Text size="sm">{state.kind === 'starting' ? 'Starting the camera…' : 'Camera off'}</Text>
          </Stack>
        )}
        {running && (
          <Box
            pos="absolute"
            style={{ inset: '18%', border: '3px solid rgb(81 225 229 / 85%)', borderRadius: 12, pointerEvents: 'none' }}
          />
        )}
      </Box>
      {state.kind === 'error' && (
        <Alert color="orange" icon={<IconCameraOff size={18} />} title="Camera unavailable" role="alert">
          {state.message}
        </Alert>
      )}
      <Group>
        {running ? (
          <Button
            variant="default"
            leftSection={<IconPlayerStop size={16} />}
            onClick={() => {
              stop();
              setState({ kind: 'idle' });
            }}
          >
            Stop camera
          </Button>
        ) : (
          <Button
            leftSection={<IconCamera size={16} />}
            loading={state.kind === 'starting'}
            onClick={() => void start()}
          >
            Scan with camera
          </Button>
        )}
        {running && (
          <Text size="sm" c="dimmed">
            Hold a tag&apos;s QR code inside the frame.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
