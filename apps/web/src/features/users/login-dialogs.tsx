import { lazy, Suspense, useState } from 'react';

/**
 * The login page's two dialogs, each loaded the first time it opens: the login page is the first load of
 * every visitor, and Mantine's modal (focus trap, scroll lock, floating UI) would add a fifth to it.
 * Once loaded a dialog stays mounted, so it animates closed like any modal.
 */
const ForgotPasswordDialog = lazy(() =>
  import('@/features/users/forgot-password-modal').then((m) => ({ default: m.ForgotPasswordModal })),
);
const ComingSoonDialog = lazy(() => import('@/ui/coming-soon-alert').then((m) => ({ default: m.ComingSoonAlert })));

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

/** True from the first time `opened` is true. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

export function ForgotPasswordModal(props: DialogProps) {
  const load = useOpenedOnce(props.opened);
  return load ? (
    <Suspense fallback={null}>
      <ForgotPasswordDialog {...props} />
    </Suspense>
  ) : null;
}

export function ComingSoonAlert(props: DialogProps) {
  const load = useOpenedOnce(props.opened);
  return load ? (
    <Suspense fallback={null}>
      <ComingSoonDialog {...props} />
    </Suspense>
  ) : null;
}
