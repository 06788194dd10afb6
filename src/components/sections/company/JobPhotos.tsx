/**
 * "From recent jobs": the owner's photos of real repairs (content/photos/index.ts `jobPhotos`), each
 * with its caption, on /about. Absent when there are none: a drawing is never shown as a job.
 */
import { about } from '../../../../content/company';
import { Section } from '../../ui/Section';
import { Photo, jobPhotos } from '../../ui/Photo';

export function JobPhotos() {
  if (jobPhotos.length === 0) return null;
  return (
    <Section id="recent-jobs" title={about.jobPhotosTitle} tone="alt">
      <div className="job-photos" data-testid="job-photos">
        {jobPhotos.slice(0, 6).map((photo) => (
          <Photo key={photo.id} id={photo.id} sizes="(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw" />
        ))}
      </div>
    </Section>
  );
}
