/**
 * The fixed French sentences of the paid report, as one object: the defaults of the admin's global
 * « Textes du rapport PDF », which editors override key by key (see inputs.ts). The personal parts
 * (profile texts, scores, careers, trainings) come from the visitor's result and the profile content;
 * these are the frame around them. School pupils and adults read different wording where their situation
 * differs (who to talk to, how trainings are reached and paid for, what a first step looks like).
 * Words in braces ({firstName}, {date}…) are filled by `fillTemplate` when the report is built.
 */
import type { LevelCode, ProfileContent } from '@/domain/content-types'
import type { RiasecLetter } from '@/domain/riasec-letters'
import type { GivenNames } from '@/domain/template-placeholders'
import { OUTCOME_SENTENCES, SCORING_RULE_TEMPLATE, SINGLE_LETTER_RULE_TEXT, TIE_RULE_TEXT, type Consistency } from '@/domain/riasec'

export type ReportAudience = 'school' | 'adult'
type ByAudience<T> = Record<ReportAudience, T>

export type RadarSkill = keyof ProfileContent['radarScores']

export interface TypePortrait {
  /** One sentence on what drives this type. */
  summary: string
  /** Activities this type enjoys. */
  likes: string[]
  /** Where this type tends to feel at ease. */
  environment: string
}

export interface ReadingNote {
  title: string
  text: string
}

export interface LevelInfo {
  title: string
  text: ByAudience<string>
}

export interface Resource {
  name: string
  url: string
  what: string
}

export const reportTexts = {
  /** The twelve pages, in order: running title, bookmark and heading of each page, and the sample slides' captions. */
  pageTitles: [
    'Couverture',
    'Synthèse',
    'Comment lire ton rapport',
    'Tes six scores RIASEC',
    'Tes deux types dominants',
    'Ta personnalité',
    'Ton environnement idéal et tes compétences',
    'Six métiers pour toi',
    'Tes formations par niveau',
    'D’autres familles de métiers à explorer',
    'Ton plan d’action à 30 et 90 jours',
    'Ressources, méthode et préparation du coaching',
  ],
  meta: {
    subject: 'Profil RIASEC {code} — {name}',
    keywords: 'orientation, RIASEC, {code}, métiers, formations',
  },
  cover: {
    title: {
      school: 'Ton rapport d’orientation',
      adult: 'Ton rapport d’orientation professionnelle',
    } satisfies ByAudience<string>,
    tagline: {
      school: 'Tes centres d’intérêt, les métiers et les formations qui te ressemblent, et un plan pour avancer.',
      adult: 'Tes centres d’intérêt, les métiers qui te ressemblent, les passerelles possibles et un plan pour ta reconversion.',
    } satisfies ByAudience<string>,
    greeting: 'Rapport de {firstName}, établi le {date}',
    greetingWithoutName: 'Rapport personnalisé, établi le {date}',
  },
  contents:
    'Dans ce rapport : ta synthèse, tes six scores et ce qu’ils veulent dire, tes deux types les plus forts, ta personnalité, ton environnement idéal et tes compétences clés, six métiers expliqués, les formations par niveau, d’autres familles de métiers à explorer, un plan d’action et de quoi préparer un appel avec un coach.',
  readingNotes: {
    school: [
      {
        title: 'Des intérêts, pas des compétences',
        text: 'Ce rapport décrit ce qui t’attire, pas ce que tu sais déjà faire. Aimer une activité ne veut pas dire la maîtriser, et une compétence s’apprend : une formation sert justement à ça.',
      },
      {
        title: 'Une photographie d’aujourd’hui',
        text: 'Tes intérêts bougent avec tes expériences (stages, rencontres, options). Le test tient en 12 questions : c’est un point de départ pour réfléchir, pas un verdict sur ton avenir.',
      },
      {
        title: 'Des pistes, pas une prescription',
        text: 'Les métiers et formations proposés sont des idées à explorer et à vérifier : lis les fiches, pose des questions à des professionnels, va aux portes ouvertes.',
      },
      {
        title: 'Le radar de compétences',
        text: 'Il montre les compétences qui comptent le plus pour les personnes de ton profil, pas une mesure de tes propres compétences. Sers-t’en pour choisir ce que tu veux développer.',
      },
      {
        title: 'Parles-en autour de toi',
        text: 'Partage ce rapport avec tes parents, ton professeur principal ou un psychologue de l’Éducation nationale (PsyEN) au CIO : leur regard t’aidera à faire tes choix.',
      },
    ],
    adult: [
      {
        title: 'Des intérêts, pas des compétences',
        text: 'Ce rapport décrit ce qui t’attire, pas ce que tu sais déjà faire. Tes compétences, tu les as construites dans tes expériences : elles se transfèrent souvent plus qu’on ne le croit, et ce qui manque s’apprend.',
      },
      {
        title: 'Une photographie d’aujourd’hui',
        text: 'Le test tient en 12 questions : il éclaire tes préférences actuelles, il ne décide pas à ta place. Une reconversion se vérifie sur le terrain, par des rencontres et des immersions.',
      },
      {
        title: 'Des pistes, pas une prescription',
        text: 'Les métiers proposés sont des idées à confronter à ta réalité : revenu attendu, contraintes familiales, mobilité, durée de formation acceptable.',
      },
      {
        title: 'Le radar de compétences',
        text: 'Il montre les compétences qui comptent le plus pour les personnes de ton profil, pas une mesure des tiennes. Compare-le à ce que ton parcours t’a déjà appris.',
      },
      {
        title: 'Tu n’es pas seul·e',
        text: 'Un conseiller en évolution professionnelle (CEP) t’accompagne gratuitement et en toute confidentialité ; France Travail et Transitions Pro aident aussi à construire et financer un projet.',
      },
    ],
  } satisfies ByAudience<ReadingNote[]>,
  scores: {
    explainer:
      'Chaque réponse donne 1 point à un type : tes six scores font 12 points en tout. Ils comparent tes types entre eux, pas à d’autres personnes.',
    differentiationExplainer:
      'La différenciation mesure l’avance de ton premier type sur le deuxième : plus elle est grande, plus ton profil est marqué.',
    /** Plain-French name of Holland's consistency level. */
    consistencyLevels: { adjacent: 'forte', alternate: 'moyenne', opposite: 'faible' } satisfies Record<Consistency, string>,
    weakTitle: 'Profil peu différencié',
    weakText:
      'Tes premiers types sont très proches : une seule réponse différente pourrait changer ton profil. Ce n’est ni un défaut ni une mauvaise nouvelle : tes intérêts sont larges. Lis ce rapport comme un éventail de pistes plutôt qu’une direction unique, et regarde aussi ton troisième type.',
  },
  typePortraits: {
    R: {
      summary: 'Le type Réaliste aime agir sur le concret : les objets, les outils, les machines, la nature, le corps en mouvement.',
      likes: ['fabriquer, réparer, construire', 'utiliser des outils ou des machines', 'travailler dehors ou en atelier', 'voir le résultat tangible de son travail'],
      environment: 'Un atelier, un chantier, un terrain ou un laboratoire technique, avec des consignes claires et des résultats visibles.',
    },
    I: {
      summary: 'Le type Investigateur aime comprendre : observer, analyser, chercher la cause et vérifier par les faits.',
      likes: ['résoudre des problèmes complexes', 'expérimenter, mesurer, programmer', 'lire, se documenter, approfondir un sujet', 'travailler avec autonomie sur des idées'],
      environment: 'Un cadre calme et exigeant, qui laisse du temps pour réfléchir : laboratoire, bureau d’études, service technique ou numérique.',
    },
    A: {
      summary: 'Le type Artistique aime créer : imaginer, exprimer, donner une forme nouvelle aux idées, aux images, aux sons ou aux mots.',
      likes: ['dessiner, écrire, composer, mettre en scène', 'inventer des solutions originales', 'travailler l’esthétique d’un objet ou d’un lieu', 'avoir de la liberté dans sa façon de faire'],
      environment: 'Un lieu qui laisse de la liberté et valorise l’originalité : studio, agence, atelier d’art, scène, rédaction.',
    },
    S: {
      summary: 'Le type Social aime aider : écouter, soigner, former, accompagner les autres et se sentir utile.',
      likes: ['expliquer, enseigner, conseiller', 'prendre soin des personnes', 'travailler en équipe, coopérer', 'résoudre les tensions par le dialogue'],
      environment: 'Un collectif où l’on se parle et où l’humain passe en premier : école, structure de soin, association, service aux publics.',
    },
    E: {
      summary: 'Le type Entreprenant aime entraîner : convaincre, décider, organiser, lancer des projets et relever des défis.',
      likes: ['prendre des initiatives et des responsabilités', 'négocier, vendre, défendre une idée', 'diriger une équipe ou un projet', 'viser des objectifs ambitieux'],
      environment: 'Un milieu dynamique qui récompense l’initiative : entreprise, commerce, start-up, collectivité, événementiel.',
    },
    C: {
      summary: 'Le type Conventionnel aime organiser : classer, planifier, vérifier, faire fonctionner les choses avec méthode et précision.',
      likes: ['gérer des données, des chiffres, des dossiers', 'suivre et améliorer des procédures', 'planifier et tenir des délais', 'travailler avec rigueur et fiabilité'],
      environment: 'Une organisation structurée, aux règles claires et aux outils fiables : administration, banque, logistique, gestion, qualité.',
    },
  } satisfies Record<RiasecLetter, TypePortrait>,
  /** What the two dominant types make together, by their place on the hexagon. */
  pairSentences: {
    adjacent: 'Ces deux types sont voisins sur l’hexagone de Holland : ils se renforcent, et beaucoup de métiers les réunissent naturellement.',
    alternate: 'Ces deux types sont séparés d’un type sur l’hexagone : ils se complètent, et les métiers qui les marient demandent un peu de recherche.',
    opposite:
      'Ces deux types sont opposés sur l’hexagone : une combinaison rare, qui peut devenir une vraie force dans un métier à la frontière des deux.',
  } satisfies Record<Consistency, string>,
  radarLabels: {
    ponctualite: 'Ponctualité',
    resolutionProblemes: 'Résolution de problèmes',
    resistanceStress: 'Résistance au stress',
    connaissanceMarche: 'Connaissance du marché',
    competencesInterpersonnelles: 'Compétences interpersonnelles',
  } satisfies Record<RadarSkill, string>,
  /** One concrete way to grow each skill of the radar. */
  skillTips: {
    ponctualite: {
      school: 'Tiens un agenda pour tes devoirs et tes rendez-vous : la fiabilité est la première qualité que citent les maîtres de stage.',
      adult: 'Ta fiabilité est un acquis de tes postes précédents : cite des exemples précis en entretien.',
    },
    resolutionProblemes: {
      school: 'Quand un exercice résiste, écris ce que tu sais, ce que tu cherches et deux pistes : c’est la méthode des professionnels.',
      adult: 'Raconte un problème que tu as résolu au travail (situation, action, résultat) : c’est la preuve que recherchent les recruteurs.',
    },
    resistanceStress: {
      school: 'Prépare tes examens par petites étapes et garde des temps de pause : le stress baisse quand on sait par où commencer.',
      adult: 'Une reconversion se vit mieux par étapes : fixe-toi des objectifs courts et garde une marge financière et de temps.',
    },
    connaissanceMarche: {
      school: 'Lis une fiche métier par semaine et repère les métiers qui recrutent dans ta région.',
      adult: 'Regarde les offres d’emploi de ta région pour les métiers visés : volume, salaires, compétences demandées.',
    },
    competencesInterpersonnelles: {
      school: 'Engage-toi dans un club, une association ou un job d’été : travailler avec d’autres s’apprend en le faisant.',
      adult: 'Ton réseau est une ressource : chaque enquête métier est aussi une occasion de te faire connaître.',
    },
  } satisfies Record<RadarSkill, ByAudience<string>>,
  /** Why each career fits: {scores} lists the career's official letters with the visitor's scores. */
  careerWhy: {
    withoutFamily: 'Ce métier prolonge directement les activités que ton profil préfère.',
    bothDominantTypes: 'Ses deux lettres officielles sont tes deux types les plus forts (tes scores : {scores}).',
    oneDominantType: 'Il repose sur ton type {types}, l’un de tes deux plus forts (tes scores : {scores}).',
    nearProfile: 'Ses lettres officielles sont proches de ton profil sans en être le cœur (tes scores : {scores}) : une piste à vérifier sur le terrain.',
  },
  levels: {
    CAP: {
      title: 'CAP et titres professionnels (niveau 3)',
      text: {
        school: 'Deux ans après la 3e, en lycée professionnel ou en apprentissage : un métier concret, vite, avec la possibilité de poursuivre ensuite.',
        adult: 'Six mois à un an pour un adulte (GRETA, AFPA, CFA) : la voie la plus rapide vers un métier manuel ou technique, souvent finançable par le CPF.',
      },
    },
    BTS: {
      title: 'BTS et BUT (bac+2 à bac+3)',
      text: {
        school: 'Deux ans après le bac (trois pour le BUT), très professionnalisants, souvent possibles en alternance. Ils se demandent sur Parcoursup.',
        adult: 'Deux ans, souvent en alternance ou en formation continue : un diplôme reconnu par les employeurs, accessible aussi par la VAE.',
      },
    },
    Bachelor: {
      title: 'Licence, BUT et bachelor (bac+3)',
      text: {
        school: 'Trois ans après le bac, à l’université ou en école : une spécialisation reconnue, avec la possibilité de continuer en master.',
        adult: 'Un an (licence professionnelle) à trois ans : un niveau attendu pour les postes d’encadrement intermédiaire, souvent ouvert aux adultes en alternance.',
      },
    },
    Master: {
      title: 'Master et diplômes d’école (bac+5)',
      text: {
        school: 'Cinq ans après le bac : expertise, recherche ou encadrement. Les places en master se demandent sur Mon Master.',
        adult: 'Deux ans après une licence, parfois aménagés pour les adultes ; la VAE ou la validation des acquis professionnels (VAP) peuvent en ouvrir l’accès.',
      },
    },
    DNMADE: {
      title: 'DNMADE, métiers d’art et design (bac+3)',
      text: {
        school: 'Le diplôme national des métiers d’art et du design, en trois ans après le bac, pour les projets créatifs et artisanaux. Il se demande sur Parcoursup.',
        adult: 'Trois ans, pour un projet dans les métiers d’art ou le design ; des formations courtes et des titres professionnels existent aussi pour les adultes.',
      },
    },
  } satisfies Record<LevelCode, LevelInfo>,
  noTrainingAtLevel: 'Aucune formation de ce niveau dans ta sélection : une piste possible si ce rythme d’études te convient.',
  /** The DNMADE level with no training in the profile: {score} is the visitor's A score. */
  noArtsTrainingAtLevel:
    'Aucune formation de ce niveau dans ta sélection. Surtout pertinent si le type Artistique compte pour toi (ton score A : {score}/12).',
  trainingsNote: {
    school: 'L’apprentissage est possible à presque tous les niveaux : tu es payé·e et ta formation est gratuite. Compare toujours le taux de réussite et les débouchés sur Onisep.',
    adult: 'Pour financer ta formation : ton CPF (moncompteformation.gouv.fr), un projet de transition professionnelle (Transitions Pro) si tu es salarié·e, ou les aides de France Travail. La VAE peut valider une partie de ton expérience.',
  } satisfies ByAudience<string>,
  familiesIntro:
    'Les familles de métiers du ROME, le répertoire officiel de France Travail, portent chacune une ou deux lettres RIASEC officielles. Voici celles dont les lettres s’accordent le mieux avec tes six scores, hors des six métiers déjà présentés.',
  fitExplainer:
    'L’accord compte double pour la lettre principale du métier : 100\u202F% veut dire que ses deux lettres sont tes meilleurs scores.',
  /** After the explainer, when more families share the list's last fit than it shows. */
  familiesTied:
    '{count}\u00a0familles s’accordent à {fit} avec tes scores : la liste alterne entre les domaines du ROME, en commençant par ceux qui en comptent le plus.',
  bridgesIntro:
    'Passerelles : le ROME relie chaque famille de métiers à des familles proches, où l’on réutilise une grande partie de ses compétences. Voici des passerelles à partir des métiers de ce rapport.',
  /** Under each bridge: the report's career it starts from. */
  bridgeOrigin: {
    close: 'Passerelle proche depuis « {career} »',
    evolution: 'Passerelle évolution depuis « {career} »',
  },
  /**
   * The action plan's steps, in the order printed; a step naming a training has a variant for a profile
   * without one. {career1}, {career2}: the first two careers; {training1}, {training2}: the first two trainings.
   */
  actionPlan: {
    firstCareer: 'ton premier métier',
    secondCareer: 'ton deuxième métier',
    weakProfile: 'Ton profil est peu marqué : garde une place pour ton troisième type, {type}, dans tes recherches.',
    dream: 'Confronte ton idée « {dream} » aux métiers de ce rapport : qu’ont-ils en commun ?',
    school: {
      readCareers: 'Lis les fiches Onisep de « {career1} » et de « {career2} » et note ce qui t’attire ou te freine.',
      talkAboutProfile: 'Parle de ton profil {code} avec tes parents et ton professeur principal ou un PsyEN au CIO.',
      findTraining: 'Repère où se prépare « {training1} » près de chez toi, et ses dates de portes ouvertes.',
      findTrainings: 'Repère deux formations près de chez toi et leurs dates de portes ouvertes.',
      interview: 'Interroge une personne qui exerce « {career1} » : ses journées, ses études, ce qu’elle aime.',
      immersion: 'Fais un stage, une journée d’immersion ou un mini-stage en lycée professionnel dans l’un de ces métiers.',
      visitTrainings: 'Visite au moins deux formations (par exemple « {training1} » et « {training2} ») en salon ou en portes ouvertes.',
      visitAnyTrainings: 'Visite au moins deux formations en salon ou en portes ouvertes.',
      compareTrainings: 'Compare trois formations : taux de réussite, débouchés, apprentissage possible, coût et éloignement.',
      review: 'Refais le point : tes deux types les plus forts te parlent-ils toujours ? Choisis tes vœux en conséquence.',
    },
    adult: {
      meetAdviser: 'Prends rendez-vous avec un conseiller en évolution professionnelle (CEP) : c’est gratuit et confidentiel.',
      interviews: 'Mène deux enquêtes métier auprès de personnes qui exercent « {career1} » et « {career2} ».',
      trainingRights: 'Regarde sur Mon Compte Formation tes droits CPF et les sessions de « {training1} ».',
      anyTrainingRights: 'Regarde sur Mon Compte Formation tes droits CPF et les formations finançables.',
      transferableSkills: 'Fais l’inventaire de tes compétences transférables, en commençant par ta force du radar : {skill}.',
      tryTheJob: 'Teste le métier sur le terrain : une immersion (PMSMP avec France Travail) ou quelques jours d’observation.',
      chooseFunding: 'Choisis ta formation et son financement : CPF, projet de transition professionnelle (Transitions Pro) ou aide de France Travail.',
      studyBridges: 'Étudie les passerelles de ce rapport : lesquelles réutilisent le plus ton expérience actuelle ?',
      decide: 'Fixe une date de décision et écris ce qui doit être vrai pour dire oui (revenu, rythme, lieu).',
    },
  },
  resources: {
    school: [
      { name: 'Onisep', url: 'onisep.fr', what: 'fiches métiers et formations, établissements, témoignages' },
      { name: 'Parcoursup', url: 'parcoursup.fr', what: 'formations après le bac (BTS, BUT, licence, DNMADE…)' },
      { name: 'Mon Master', url: 'monmaster.gouv.fr', what: 'candidatures en master' },
      { name: 'Portail de l’alternance', url: 'alternance.emploi.gouv.fr', what: 'offres d’apprentissage et simulateur de salaire' },
      { name: 'CIO et PsyEN', url: 'onisep.fr', what: 'rendez-vous gratuits avec un psychologue de l’Éducation nationale' },
      { name: 'France Travail', url: 'francetravail.fr', what: 'fiches métiers du ROME, marché du travail par région' },
    ],
    adult: [
      { name: 'Conseil en évolution professionnelle', url: 'mon-cep.org', what: 'un conseiller gratuit et confidentiel pour bâtir ton projet' },
      { name: 'Mon Compte Formation', url: 'moncompteformation.gouv.fr', what: 'tes droits CPF et les formations finançables' },
      { name: 'Transitions Pro', url: 'transitionspro.fr', what: 'financer une reconversion en gardant ton salaire' },
      { name: 'France VAE', url: 'vae.gouv.fr', what: 'faire valider ton expérience par un diplôme' },
      { name: 'France Travail', url: 'francetravail.fr', what: 'fiches métiers du ROME, immersions (PMSMP), aides' },
      { name: 'Onisep', url: 'onisep.fr', what: 'fiches diplômes et formations' },
    ],
  } satisfies ByAudience<Resource[]>,
  methodIntro:
    'Le test repose sur le modèle RIASEC de John Holland, utilisé par les conseillers d’orientation : six types d’intérêts placés sur un hexagone, où les types voisins se ressemblent.',
  /** The method's rules, printed after methodIntro. {types}: the six letters with the types' names (interface texts). */
  methodRules: {
    scoring: SCORING_RULE_TEMPLATE,
    singleLetter: SINGLE_LETTER_RULE_TEXT,
    tieBreak: TIE_RULE_TEXT,
  },
  /** What the summary says about the visitor's own outcome, by case: {lead} is the lead in points (`labels.points`). */
  outcome: OUTCOME_SENTENCES,
  coachingIntro: {
    school:
      'Un appel de 30 minutes avec un coach, par téléphone ou en visio, pour transformer ce rapport en choix concrets. Remplis cette fiche avant l’appel : tu gagneras du temps.',
    adult:
      'Un appel de 30 minutes avec un coach, par téléphone ou en visio, pour tester ton projet de reconversion et fixer tes prochaines étapes. Remplis cette fiche avant l’appel.',
  } satisfies ByAudience<string>,
  coachingPrompts: {
    school: [
      'Ce que je veux clarifier pendant l’appel :',
      'Les deux métiers de ce rapport que je veux creuser :',
      'Les formations qui m’intéressent (et celles qui m’inquiètent) :',
      'Ce qui me freine aujourd’hui (notes, lieu d’études, budget, avis de mes proches…) :',
    ],
    adult: [
      'Ce que je veux clarifier pendant l’appel :',
      'Les deux métiers de ce rapport que je veux tester :',
      'Mes contraintes (revenu, temps, famille, mobilité, durée de formation) :',
      'Ce que mon parcours m’a appris et que je veux garder :',
    ],
  } satisfies ByAudience<string[]>,
  /** The visitor's own figures at the top of the coaching sheet. */
  coachingFacts: {
    profile: 'Mon profil : {code} — {name}',
    scores: 'Mes scores : {scores}',
    careers: 'Mes métiers de départ : {careers}',
  },
  disclaimer:
    'Ce rapport est un outil d’aide à la réflexion. Il ne remplace ni un bilan de compétences ni l’avis d’un professionnel de l’orientation.',
  /** Headings and captions of the layout, page by page. */
  labels: {
    header: 'Profil {code}',
    pageNumber: 'Page {page} sur {total}',
    cover: {
      profile: 'Ton profil RIASEC',
      footer: 'Rapport personnalisé de {pages} pages',
    },
    summary: {
      dominantTypes: 'Tes deux types dominants',
      /** A one-letter profile: one type leads the others by three points or more. */
      dominantType: 'Ton type dominant',
      differentiation: 'Différenciation',
      markedProfile: 'Profil marqué',
      consistency: 'Cohérence',
      consistencyScale: 'sur l’hexagone de Holland',
      topCareers: 'Tes métiers phares',
      firstTrainings: 'Tes formations de départ',
      nextStep: 'Ton prochain pas',
      answers: 'Ce que tu nous as confié',
      advice: 'Notre conseil pour toi',
    },
    /** Differentiation in points: French puts 0 and 1 in the singular. */
    points: { one: '{count} point', other: '{count} points' },
    reading: {
      careersSourceTitle: 'D’où viennent les métiers ?',
      careersSource:
        'Chaque métier porte le code de sa famille dans le ROME, le répertoire officiel des métiers de France Travail, avec ses deux lettres RIASEC officielles. {credit}.',
    },
    scores: {
      differentiation: 'Différenciation : {points}',
      consistency: 'Cohérence : {level}',
      consistencyExplainer:
        'La cohérence dit si tes deux premiers types sont voisins sur l’hexagone (forte), séparés d’un type (moyenne) ou opposés (faible).',
      sentences: 'Ce que disent tes scores',
    },
    types: {
      /** The page's title for a one-letter profile, in place of the fifth page title. */
      singleTitle: 'Ton type dominant et celui qui le suit',
      first: 'Ton premier type · {points} sur 12',
      second: 'Ton deuxième type · {points} sur 12',
      likes: 'Ce qu’il aime',
      environment: 'Là où il se sent bien',
      together: 'Ensemble',
      third: 'Ton troisième type, {type} ({score}/12), nuance ce duo : {summary}',
    },
    personality: {
      traits: 'Tes traits',
      interpretation: 'Interprétation de ton profil',
      strengths: 'Tes forces',
      potential: 'Ton potentiel',
    },
    environment: {
      side: 'Côté {type}',
      radar: 'Ton radar de compétences',
      radarNote:
        'Ces niveaux sont ceux qui comptent le plus pour les personnes de ton profil (échelle de 0 à 5) : un repère pour choisir quoi développer, pas une évaluation de tes compétences.',
      tips: 'Pour les développer',
    },
    careers: {
      fit: 'accord {percent}\u202F%',
      why: 'Pourquoi toi',
      pathway: 'Comment y aller',
    },
    families: {
      code: 'Code',
      family: 'Famille de métiers (ROME)',
      letters: 'Lettres',
      fit: 'Accord avec tes scores',
      bridges: 'Passerelles pour une reconversion',
      whereToLook:
        'Pour chaque famille, cherche son code sur francetravail.fr ou ses métiers sur onisep.fr : tu y trouveras les missions, les accès et les perspectives d’emploi.',
    },
    actionPlan: {
      lead: 'Avancer par petites étapes concrètes vaut mieux qu’une grande décision prise seul·e. Coche chaque étape quand elle est faite.',
      days30: 'Dans les 30 prochains jours',
      days90: 'D’ici 90 jours',
      keepGoing: 'Pour tenir le cap',
      keepGoingText:
        'Note la date de chaque étape dans ton agenda, et partage ce plan avec une personne de confiance : on tient mieux un engagement qu’on a dit à voix haute.',
    },
    resources: {
      title: 'Ressources utiles',
      method: 'La méthode',
      coaching: 'Préparer ton appel avec un coach',
    },
  },
}

export type ReportTexts = typeof reportTexts

/**
 * The steps of the action plan and the values each is always given (model.ts, `step`): both careers (a
 * default when the profile has fewer) and the code; a training only where the step is chosen because it
 * exists (elsewhere it may be empty).
 */
const STEP_VALUES: Record<'school' | 'adult', Record<string, readonly string[]>> = {
  school: {
    readCareers: [],
    talkAboutProfile: [],
    findTraining: ['training1'],
    findTrainings: [],
    interview: [],
    immersion: [],
    visitTrainings: ['training1', 'training2'],
    visitAnyTrainings: [],
    compareTrainings: [],
    review: [],
  } satisfies Record<keyof typeof reportTexts.actionPlan.school, readonly string[]>,
  adult: {
    meetAdviser: [],
    interviews: [],
    trainingRights: ['training1'],
    anyTrainingRights: [],
    tryTheJob: [],
    chooseFunding: [],
    studyBridges: [],
    decide: [],
  } satisfies Record<Exclude<keyof typeof reportTexts.actionPlan.adult, 'transferableSkills'>, readonly string[]>,
}

/**
 * Names some report sentences are given besides those their default holds, which an editor may use there
 * (the save's check, fields/copy-placeholders.ts): the steps of the action plan (above; not
 * `transferableSkills`, given its skill alone); the summary's tie sentence the lead, as the other outcome
 * sentences (riasec.ts, `explainOutcome`); the PDF's subject and keywords the profile's name and code; the
 * two dominant types' lines their score beside its wording in points (document.tsx). model.test.ts and
 * render.test.ts fill each of them.
 */
export const REPORT_TEXTS_GIVEN: GivenNames = [
  ...(['school', 'adult'] as const).flatMap((audience) =>
    Object.entries(STEP_VALUES[audience]).map(([key, trainings]) => ({ under: ['actionPlan', audience, key], names: ['career1', 'career2', 'code', ...trainings] })),
  ),
  { under: ['outcome', 'tie'], names: ['lead'] },
  { under: ['meta'], names: ['name', 'code'] },
  { under: ['labels', 'types', 'first'], names: ['score', 'points'] },
  { under: ['labels', 'types', 'second'], names: ['score', 'points'] },
]

export type ReportLabels = ReportTexts['labels']
