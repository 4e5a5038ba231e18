import { CloudAlert, House, RotateCw } from "lucide-react";
import { useEffect } from "react";
import { Button } from "../components/ui/button.tsx";
import { Page } from "../components/ui/page.tsx";
import { useTranslation } from "../i18n/react.tsx";
import { claimChunkReload, isChunkLoadError } from "./chunk-reload.ts";

const reload = () => window.location.reload();

/**
 * What a route shows instead of a blank screen when it throws or its code cannot be loaded. A chunk lost to a
 * deploy reloads the page once by itself; any other error offers a reload and a way home.
 */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const lostChunk = isChunkLoadError(error);

  useEffect(() => {
    if (lostChunk && claimChunkReload(sessionStorage)) reload();
    else console.error(error);
  }, [lostChunk, error]);

  return (
    <Page className="flex min-h-[60vh] items-center justify-center">
      <div role="alert" className="mx-auto max-w-xl text-center">
        <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-crema-100 text-terracotta">
          <CloudAlert className="size-10" aria-hidden="true" />
        </span>
        <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-coffee-700">
          {t("routeError.eyebrow")}
        </p>
        <h1 className="mt-2 text-3xl font-semibold">
          {lostChunk ? t("routeError.updatedTitle") : t("routeError.title")}
        </h1>
        <p className="mt-4 text-lg text-coffee-700">
          {lostChunk ? t("routeError.updatedText") : t("routeError.text")}
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <Button onClick={reload}>
            <RotateCw className="size-5" aria-hidden="true" />
            {t("routeError.reload")}
          </Button>
          <Button asChild variant="secondary">
            {/* A plain link: the router may be the part that failed, and a full load starts clean. */}
            <a href="/">
              <House className="size-5" aria-hidden="true" />
              {t("routeError.home")}
            </a>
          </Button>
        </div>
      </div>
    </Page>
  );
}
