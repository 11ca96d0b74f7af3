// Party campaigns (the specification's API calls campaign calls, issue 10): my invitations and their status, the
// participation form with photos, stats, and create/edit/cancel for those holding an area.
// Writes run once per Idempotency-Key (hooks/idempotency.ts), so the phone's outbox may replay.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { apiRoutes } from '../../src/domain/api/index.ts';
import type { CampaignNotification } from '../../src/domain/campaigns.ts';
import {
  CAMPAIGN_LIMITS,
  campaignStats,
  participateFieldsSchema,
} from '../../src/domain/campaigns.ts';
import { FILE_LIMITS } from '../../src/domain/files.ts';
import { validate } from '../../src/domain/validation.ts';
import type { AppContext } from '../app.ts';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../errors.ts';
import { mayPlaceIn } from '../services/access.ts';
import {
  cancelCampaign,
  findCampaign,
  insertCampaign,
  listCampaigns,
  mayManage,
  myParticipations,
  saveParticipation,
  setInvitationStatus,
  updateCampaign,
} from '../services/campaigns.ts';
import { saveFile } from '../services/files.ts';
import type { ImageType } from '../services/image-type.ts';
import { detectImageType } from '../services/image-type.ts';
import { route, routeCheckingFirst } from './register.ts';

const IMAGE_TYPE_KEY = 'errors.participation.imageType';

/** Text fields and the `images` parts of the participation form. */
async function readForm(request: FastifyRequest) {
  if (!request.isMultipart())
    throw new HttpError(415, 'unsupported_media_type', 'Send the form as multipart/form-data', {
      messageKey: 'errors.invalidBody',
    });
  const fields: Record<string, string> = {};
  const images: { mime: ImageType; bytes: Buffer }[] = [];
  let badImage = false;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      // Drain every part, so a refusal below still leaves the request readable to its end.
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'images') throw badRequest({ [part.fieldname]: 'errors.invalid' });
      const mime = detectImageType(bytes);
      if (mime) images.push({ mime, bytes });
      else badImage = true;
    }
  } catch (err) {
    const status = (err as { statusCode?: number }).statusCode;
    if (err instanceof HttpError || (status && status < 500)) throw err;
    throw new HttpError(400, 'bad_request', 'The form could not be read', {
      messageKey: 'errors.invalidBody',
    });
  }
  return { fields, images, badImage };
}

/**
 * The campaign if the caller sees it, else 404 (another area's campaign reveals nothing).
 * `id` is a parsed UUID: a route parameter (route-params.ts) or a checked body field.
 */
async function visibleCampaign(ctx: AppContext, request: FastifyRequest, id: string) {
  const found = await findCampaign(ctx.db, request.user!, id.toLowerCase());
  if (!found) throw notFound('No such campaign');
  return found;
}

/** An invitation can be answered once, and not after the campaign was cancelled. */
function checkAnswerable(campaign: CampaignNotification, wanted: 'accepted' | 'declined') {
  if (!campaign.invited) throw forbidden('You run this campaign but are not invited to it');
  if (campaign.cancelled)
    throw conflict('This campaign was cancelled', { messageKey: 'errors.campaignCancelled' });
  if (campaign.status !== 'pending' && campaign.status !== wanted)
    throw conflict('This invitation has already been answered', {
      messageKey: 'errors.invitationAnswered',
    });
}

export async function campaignRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const auth = { onRequest: ctx.authenticate };
  const api = apiRoutes.campaigns;

  route(app, api.notifications, auth, async ({ request }) => ({
    campaigns: await listCampaigns(ctx.db, request.user!),
  }));

  route(app, api.upcoming, auth, async ({ request }) => ({
    campaigns: await listCampaigns(ctx.db, request.user!, { upcoming: true }),
  }));

  route(app, api.stats, auth, async ({ request }) => {
    const campaigns = await listCampaigns(ctx.db, request.user!);
    return campaignStats(campaigns.filter((c) => c.invited).map((c) => c.status));
  });

  route(app, api.myParticipation, auth, async ({ request }) => ({
    participations: await myParticipations(ctx.db, request.user!.id),
  }));

  route(app, api.read, auth, async ({ request, params }) => ({
    campaign: await visibleCampaign(ctx, request, params.id),
  }));

  routeCheckingFirst(app, api.answer, auth, async ({ request, params, checkInput }) => {
    const campaign = await visibleCampaign(ctx, request, params.campaignId);
    const { body } = await checkInput();
    const status = body.status as 'accepted' | 'declined';
    checkAnswerable(campaign, status);
    await setInvitationStatus(ctx.db, request.user!.id, campaign.id, status);
    return { campaign: await visibleCampaign(ctx, request, campaign.id) };
  });

  await app.register(async (scoped) => {
    await scoped.register(multipart, {
      limits: {
        fileSize: FILE_LIMITS.maxBytes,
        files: CAMPAIGN_LIMITS.maxPhotos,
        fields: 20,
        fieldSize: 2000,
        parts: 30,
      },
    });
    route(scoped, api.participate, auth, async ({ request, send }) => {
      const { fields, images, badImage } = await readForm(request);
      const input = await validate(participateFieldsSchema, fields);
      if (!input.ok || badImage)
        throw badRequest({
          ...(input.ok ? {} : input.fields),
          ...(badImage ? { images: IMAGE_TYPE_KEY } : {}),
        });
      const { campaignId, ...participation } = input.value;
      const campaign = await visibleCampaign(ctx, request, campaignId);
      checkAnswerable(campaign, 'accepted');
      const me = request.user!;
      await ctx.db.transaction(async (tx) => {
        const ids: string[] = [];
        for (const image of images) ids.push((await saveFile(tx, me, image)).file.id);
        await saveParticipation(tx, me.id, campaign.id, participation, ids);
        await setInvitationStatus(tx, me.id, campaign.id, 'accepted');
      });
      const participations = await myParticipations(ctx.db, me.id);
      return send(201, {
        participation: participations.find((p) => p.campaignId === campaign.id),
        campaign: await visibleCampaign(ctx, request, campaign.id),
      });
    });
  });

  route(app, api.create, auth, async ({ request, body, send }) => {
    if (!mayPlaceIn(request.user!, body.scope))
      throw forbidden('You may only invite an area you hold');
    const id = await insertCampaign(ctx.db, request.user!, body);
    return send(201, { campaign: await visibleCampaign(ctx, request, id) });
  });

  /** The campaign the caller may manage, else 404 (unseen) or 403 (seen, not theirs to run). */
  const managed = async (request: FastifyRequest, id: string) => {
    const campaign = await visibleCampaign(ctx, request, id);
    if (!campaign.canManage) throw forbidden('Only its organisers may change this campaign');
    return campaign;
  };

  routeCheckingFirst(app, api.update, auth, async ({ request, params, checkInput }) => {
    const campaign = await managed(request, params.id);
    const { body } = await checkInput();
    if (campaign.cancelled)
      throw conflict('This campaign was cancelled', { messageKey: 'errors.campaignCancelled' });
    // Moving it must keep it where the caller may manage it.
    if (!mayManage(request.user!, { scope: body.scope, createdBy: null }))
      throw forbidden('You may only invite an area you hold');
    await updateCampaign(ctx.db, campaign.id, body);
    return { campaign: await visibleCampaign(ctx, request, campaign.id) };
  });

  route(app, api.cancel, auth, async ({ request, params }) => {
    const campaign = await managed(request, params.id);
    await cancelCampaign(ctx.db, campaign.id);
    return { campaign: await visibleCampaign(ctx, request, campaign.id) };
  });
}
