import { useEffect, useRef, type ReactNode } from "react";

/**
 * The frame around a 'Save' form: with JavaScript a modal `<dialog>` (focus held inside, Escape
 * closes it), without JavaScript a card that is part of the page. Its heading has the id
 * `save-will-title`.
 */
export function SaveDialogFrame({
  modal,
  onClose,
  children,
}: {
  modal: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (modal && dialog && !dialog.open) dialog.showModal();
  }, [modal]);
  if (!modal) {
    return (
      <section className="card save-dialog" aria-labelledby="save-will-title">
        {children}
      </section>
    );
  }
  return (
    <dialog ref={ref} className="save-dialog" aria-labelledby="save-will-title" onClose={onClose}>
      {children}
    </dialog>
  );
}
