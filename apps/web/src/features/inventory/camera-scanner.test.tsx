import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CameraScanner, NO_CAMERA_MESSAGE } from '@/features/inventory/camera-scanner';
import { renderWithProviders } from '@/test/render';

describe('CameraScanner', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });

  it('says clearly when the browser offers no camera', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    renderWithProviders(<CameraScanner onDetected={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(NO_CAMERA_MESSAGE)).toBeTruthy();
    expect(screen.getByText('Camera unavailable')).toBeTruthy();
  });

  it('says so when camera permission is denied', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    renderWithProviders(<CameraScanner onDetected={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(/Camera permission was denied/)).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { facingMode: { ideal: 'environment' } }, audio: false });
  });

  it('stops the camera tracks when the page is left', async () => {
    const stop = vi.fn();
    // A real MediaStream: a video element takes nothing else as its source, as in a browser.
    const stream = new MediaStream();
    Object.defineProperty(stream, 'getTracks', { value: () => [{ stop }] });
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { getUserMedia: vi.fn(() => Promise.resolve(stream)) },
      configurable: true,
    });
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const view = renderWithProviders(<CameraScanner onDetected={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByRole('button', { name: 'Stop camera' })).toBeTruthy();
    view.unmount();
    expect(stop).toHaveBeenCalled();
  });
});
