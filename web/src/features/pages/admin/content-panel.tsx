import { AboutStoryEditor } from "./about-story-editor.tsx";
import { FounderPhotos } from "./founder-photos.tsx";

/** The content tab: what the About page shows, changed without a deploy. */
export function ContentPanel() {
  return (
    <div className="space-y-6">
      <FounderPhotos />
      <AboutStoryEditor />
    </div>
  );
}
