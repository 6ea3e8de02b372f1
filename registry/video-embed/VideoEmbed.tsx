import { useState } from 'react';
import type { RendererProps } from '../registry-types';
import { ComponentProblem } from '../../src/ui/notice/ComponentProblem';
import { videoSource } from './video-source';

/**
 * A video behind a play button: nothing loads from the video host until the shopper asks, and then
 * only the privacy-enhanced player, in a sandboxed frame.
 */
export default function VideoEmbed({ data }: RendererProps<'video-embed'>) {
  const [playing, setPlaying] = useState(false);
  const source = videoSource(data.url);
  if (!source) return <ComponentProblem name="video-embed" problem="the url is not a YouTube or Vimeo address" />;
  return (
    <section className="video-embed">
      {playing ? (
        <iframe
          src={source.embedUrl}
          title={data.title}
          width={960}
          height={540}
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <button type="button" className="video-play" onClick={() => setPlaying(true)}>
          <span className="video-play-icon" aria-hidden="true">
            ▶
          </span>
          <span>Play video: {data.title}</span>
        </button>
      )}
    </section>
  );
}
