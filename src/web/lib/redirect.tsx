import { useEffect } from "react";
import { useNavigate } from "react-router";
import { noticeState } from "./notice.ts";

/**
 * Replaces the current entry with another screen, carrying a notice. React Router's <Navigate>
 * would do, but the website does not use it, and what the app uses of React Router's module
 * also lands in the website's first-load JavaScript, which shares that module.
 */
export function Redirect(props: { to: string; notice?: string | null }) {
  const navigate = useNavigate();
  const { to, notice } = props;
  useEffect(() => {
    void navigate(to, { replace: true, state: noticeState(notice) });
  }, [navigate, to, notice]);
  return null;
}
