import { Router } from 'express';

import type { TeamService } from './team-service';

// A portrait's URL names its image (the hash): the bytes behind a URL never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const PORTRAIT_PATH = /^\/media\/team\/([1-9]\d{0,8})\/([0-9a-f]{16})\/(\d{1,4})\.webp$/;

/** `GET /media/team/{id}/{hash}/{width}.webp`: an uploaded portrait, as the team pages link it. */
export function createTeamPortraitRouter(team: TeamService): Router {
  const router = Router();
  router.get(PORTRAIT_PATH, async (req, res) => {
    const [, id, hash, width] = PORTRAIT_PATH.exec(req.path) ?? [];
    const variant = await team.getPortraitVariant(Number(id), String(hash), Number(width));
    // A replaced or removed portrait: a bare 404, not a rendered page.
    if (!variant) {
      res.sendStatus(404);
      return;
    }
    res.set('Cache-Control', IMMUTABLE);
    res.type(variant.contentType);
    res.send(Buffer.from(variant.bytes.buffer, variant.bytes.byteOffset, variant.bytes.byteLength));
  });
  return router;
}
