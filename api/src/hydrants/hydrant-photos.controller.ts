import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import { HydrantPhotosService } from './hydrant-photos.service.js';
import { PHOTO_TYPES } from './photo-data-url.js';
import { MinRole } from '../auth/min-role.decorator.js';

/** Photos never change once stored (an edit adds new ones), so browsers may keep them for a year. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

@ApiTags('hydrants')
@Controller('hydrant-photos')
export class HydrantPhotosController {
  constructor(private readonly photos: HydrantPhotosService) {}

  @Get(':photoId')
  @MinRole('viewer')
  @ApiOperation({
    operationId: 'getHydrantPhoto',
    summary: 'The image bytes of a hydrant photo (URLs come in HydrantDto.photos)',
  })
  @ApiProduces(...PHOTO_TYPES)
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  @ApiNotFoundResponse({ type: ErrorResponseDto })
  async getHydrantPhoto(@Param('photoId') photoId: string, @Res() res: Response): Promise<void> {
    const photo = await this.photos.get(photoId);
    res.setHeader('Content-Type', photo.contentType);
    res.setHeader('Cache-Control', PHOTO_CACHE_CONTROL);
    res.setHeader('ETag', `"${photo.id}"`);
    // Express answers 304 itself when If-None-Match matches the ETag.
    res.send(photo.data);
  }
}
