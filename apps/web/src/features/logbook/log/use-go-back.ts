import { useLocation, useNavigate } from 'react-router';

/**
 * Back to where the climber came from (the route page, the list, the crag) once an ascent is saved;
 * `fallback` when the page was opened directly (no earlier page of the app in the history).
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
